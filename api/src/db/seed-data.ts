/**
 * Demo catalogue: restaurants in and around Paris, their owners and dishes.
 * Prices are in euros here (converted to cents by the seed).
 */
import type { AllergenId } from './schema';

export interface DishDef {
  name: string;
  description: string;
  price: number;
  category: string;
  vegetarian?: boolean;
  vegan?: boolean;
  spicy?: boolean;
  allergens?: AllergenId[];
  ingredients: string[];
  /** Relative popularity: drives how often the dish is ordered in the seeded history. */
  popular: number;
  /** Minutes; null when not given. */
  prep?: number | null;
  available?: boolean;
}

export interface RestaurantDef {
  name: string;
  description: string;
  cuisines: string[];
  address: string;
  lat: number;
  lng: number;
  rating: number;
  reviews: number;
  deliveryTime: number;
  deliveryFee: number;
  minOrder: number;
  isOpen: boolean;
  /** Relative number of orders per day. */
  traffic: number;
  owner: { name: string; email: string; phone: string };
  /** Two gradient colours of its placeholder image. */
  colors: [string, string];
  dishes: DishDef[];
}

/** Demo accounts (password `teranga123`). */
export const DEMO_PASSWORD = 'teranga123';

export const DEMO_ACCOUNTS = {
  client: { name: 'Aminata Ndiaye', email: 'client@teranga.test', phone: '06 12 34 56 78', address: '8 Rue de Clignancourt, 75018 Paris', lat: 48.8853, lng: 2.3481 },
  restaurateur: { name: 'Fatou Diop', email: 'restaurateur@teranga.test', phone: '06 23 45 67 89' },
  livreur: { name: 'Moussa Konaté', email: 'livreur@teranga.test', phone: '07 34 56 78 90' },
  admin: { name: 'Admin Teranga', email: 'admin@teranga.test', phone: '01 40 00 00 00' },
} as const;

export const PENDING_ACCOUNTS = {
  restaurateur: {
    name: 'Ousmane Traoré',
    email: 'restaurateur.attente@teranga.test',
    phone: '06 45 67 89 01',
    address: '21 Rue Polonceau, 75018 Paris',
  },
  livreur: {
    name: 'Kevin Joseph',
    email: 'livreur.attente@teranga.test',
    phone: '07 56 78 90 12',
    address: '4 Rue Saint-Maur, 75011 Paris',
  },
} as const;

export const OTHER_LIVREURS = [
  { name: 'Yannick Mensah', email: 'yannick.mensah@teranga.test', phone: '07 11 22 33 44' },
  { name: 'Sékou Camara', email: 'sekou.camara@teranga.test', phone: '07 22 33 44 55' },
  { name: 'Lucas Pierre-Louis', email: 'lucas.pierrelouis@teranga.test', phone: '07 33 44 55 66' },
  { name: 'Mariam Sow', email: 'mariam.sow@teranga.test', phone: '07 44 55 66 77' },
  { name: 'Dylan Baptiste', email: 'dylan.baptiste@teranga.test', phone: '07 55 66 77 88' },
];

export const CLIENT_NAMES = [
  'Awa Sarr', 'Kofi Annan-Mensah', 'Mélissa Laurent', 'Cheikh Ba', 'Inès Martin', 'Jean-Claude Ekra',
  'Fanta Keïta', 'Thomas Bernard', 'Nafissatou Diallo', 'Rudy Lafleur', 'Clémence Dubois', 'Ibrahim Touré',
  'Laetitia Saint-Cyr', 'Mamadou Sy', 'Sophie Moreau', 'Didier Yao', 'Kadiatou Bah', 'Hugo Petit',
  'Marie-Josée Anglio', 'Samba Ndoye', 'Chloé Garnier', 'Serge Kouamé', 'Aïcha Coulibaly', 'Nicolas Roux',
  'Ketsia Valcourt', 'Abdoulaye Diouf', 'Julie Lefèvre', 'Franck Zébo', 'Rokhaya Faye', 'Emma Girard',
];

/** Delivery addresses of demo clients (coordinates approximate). */
export const CLIENT_ADDRESSES: { address: string; lat: number; lng: number }[] = [
  { address: '25 Rue de Ménilmontant, 75020 Paris', lat: 48.8681, lng: 2.3861 },
  { address: '3 Rue de la Roquette, 75011 Paris', lat: 48.854, lng: 2.372 },
  { address: '40 Rue de Bretagne, 75003 Paris', lat: 48.8631, lng: 2.362 },
  { address: '17 Rue Lepic, 75018 Paris', lat: 48.885, lng: 2.334 },
  { address: '56 Rue de Charonne, 75011 Paris', lat: 48.8538, lng: 2.38 },
  { address: '12 Rue des Pyrénées, 75020 Paris', lat: 48.855, lng: 2.405 },
  { address: '90 Boulevard Voltaire, 75011 Paris', lat: 48.861, lng: 2.374 },
  { address: '22 Rue du Château-Landon, 75010 Paris', lat: 48.882, lng: 2.362 },
  { address: "5 Place d'Italie, 75013 Paris", lat: 48.831, lng: 2.3557 },
  { address: '71 Rue de Belleville, 75019 Paris', lat: 48.8729, lng: 2.3885 },
  { address: '14 Rue Caulaincourt, 75018 Paris', lat: 48.886, lng: 2.332 },
  { address: '33 Rue de la Fontaine au Roi, 75011 Paris', lat: 48.8694, lng: 2.3712 },
  { address: '9 Avenue Jean Jaurès, 75019 Paris', lat: 48.883, lng: 2.37 },
  { address: '45 Rue Gabriel Péri, 93200 Saint-Denis', lat: 48.935, lng: 2.359 },
  { address: '18 Rue de Vincennes, 93100 Montreuil', lat: 48.858, lng: 2.438 },
  { address: '27 Avenue Georges Gosnat, 94200 Ivry-sur-Seine', lat: 48.812, lng: 2.388 },
  { address: '6 Rue du Faubourg du Temple, 75011 Paris', lat: 48.869, lng: 2.365 },
  { address: '60 Rue Marcadet, 75018 Paris', lat: 48.891, lng: 2.345 },
  { address: '11 Rue de Tolbiac, 75013 Paris', lat: 48.827, lng: 2.372 },
  { address: '2 Rue Myrha, 75018 Paris', lat: 48.8872, lng: 2.3533 },
];

export const DELIVERY_NOTES = [
  'Code porte 4521B, 3e étage',
  'Sonner chez Diallo',
  'Merci de ne pas mettre de piment',
  'Laisser au gardien si absent',
  'Interphone en panne, appelez en arrivant',
  'Sans oignons svp',
  'Bâtiment B, porte gauche',
];

export const RESTAURANTS: RestaurantDef[] = [
  {
    name: 'Chez Fatou',
    description: 'Cuisine sénégalaise familiale au cœur de la Goutte d’Or : thiéboudienne du vendredi, yassa et mafé mijotés comme à Dakar.',
    cuisines: ['Sénégalais', 'Africain'],
    address: '14 Rue des Poissonniers, 75018 Paris',
    lat: 48.8889,
    lng: 2.353,
    rating: 4.7,
    reviews: 312,
    deliveryTime: 35,
    deliveryFee: 2.5,
    minOrder: 15,
    isOpen: true,
    traffic: 5,
    owner: { name: 'Fatou Diop', email: 'restaurateur@teranga.test', phone: '06 23 45 67 89' },
    colors: ['#f97316', '#b91c1c'],
    dishes: [
      { name: 'Thiéboudienne', description: 'Le plat national : riz rouge au poisson (thiof), légumes fondants et sauce tomate parfumée.', price: 14.5, category: 'Plats', allergens: ['fish'], ingredients: ['riz brisé', 'thiof', 'chou', 'carotte', 'manioc', 'aubergine', 'tomate'], popular: 210, prep: 30 },
      { name: 'Yassa poulet', description: 'Poulet mariné au citron et à la moutarde, confit d’oignons caramélisés, riz blanc.', price: 12.9, category: 'Plats', ingredients: ['poulet', 'oignons', 'citron', 'moutarde', 'riz'], popular: 185, prep: 25 },
      { name: 'Mafé bœuf', description: 'Bœuf mijoté dans une sauce onctueuse à la pâte d’arachide, patate douce et riz.', price: 13.5, category: 'Plats', allergens: ['nuts'], ingredients: ['bœuf', 'pâte d’arachide', 'patate douce', 'tomate', 'riz'], popular: 160, prep: 25 },
      { name: 'Soupou kandja', description: 'Sauce gombo à l’huile de palme, poisson fumé et fruits de mer, servie avec du riz.', price: 14.9, category: 'Plats', spicy: true, allergens: ['fish', 'shellfish'], ingredients: ['gombo', 'huile de palme', 'poisson fumé', 'crevettes', 'riz'], popular: 64, prep: 30 },
      { name: 'Pastels au thon', description: '6 chaussons frits farcis au thon épicé, sauce tomate-oignon.', price: 6.5, category: 'Entrées', spicy: true, allergens: ['fish', 'gluten'], ingredients: ['farine', 'thon', 'oignon', 'piment'], popular: 120, prep: 10 },
      { name: 'Fataya à la viande', description: 'Beignets croustillants farcis à la viande hachée et aux oignons.', price: 5.9, category: 'Entrées', allergens: ['gluten'], ingredients: ['farine', 'bœuf haché', 'oignon'], popular: 75, prep: 10 },
      { name: 'Salade niébé', description: 'Haricots niébé, tomates, concombre et vinaigrette citronnée.', price: 5.5, category: 'Entrées', vegetarian: true, vegan: true, ingredients: ['niébé', 'tomate', 'concombre', 'citron'], popular: 22, prep: 5 },
      { name: 'Thiakry', description: 'Dessert de semoule de mil au lait caillé sucré, vanille et muscade.', price: 4.9, category: 'Desserts', vegetarian: true, allergens: ['lactose'], ingredients: ['mil', 'lait caillé', 'sucre', 'vanille'], popular: 95, prep: 5 },
      { name: 'Bissap maison', description: 'Infusion glacée de fleurs d’hibiscus, menthe fraîche (50 cl).', price: 3.5, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['hibiscus', 'menthe', 'sucre'], popular: 230, prep: 2 },
      { name: 'Jus de bouye', description: 'Jus onctueux de pain de singe (fruit du baobab), 50 cl.', price: 3.9, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['pain de singe', 'sucre', 'eau'], popular: 88, prep: 2, available: false },
    ],
  },
  {
    name: 'Le Baobab d’Abidjan',
    description: 'Maquis ivoirien : attiéké, poisson braisé au charbon, alloco et sauces du pays, dans l’ambiance des nuits d’Abidjan.',
    cuisines: ['Ivoirien', 'Africain', 'Grillade'],
    address: '27 Rue du Faubourg Saint-Denis, 75010 Paris',
    lat: 48.8717,
    lng: 2.3535,
    rating: 4.5,
    reviews: 198,
    deliveryTime: 40,
    deliveryFee: 2.9,
    minOrder: 0,
    isOpen: true,
    traffic: 4,
    owner: { name: 'Koffi Kouassi', email: 'koffi.kouassi@teranga.test', phone: '06 31 42 53 64' },
    colors: ['#16a34a', '#ca8a04'],
    dishes: [
      { name: 'Attiéké poisson braisé', description: 'Semoule de manioc, dorade braisée entière, tomates-oignons et piment frais.', price: 14.9, category: 'Grillades', spicy: true, allergens: ['fish'], ingredients: ['attiéké', 'dorade', 'tomate', 'oignon', 'piment'], popular: 240, prep: 30 },
      { name: 'Alloco', description: 'Bananes plantains mûres frites, sauce pimentée maison.', price: 5.5, category: 'Accompagnements', vegetarian: true, vegan: true, spicy: true, ingredients: ['banane plantain', 'huile', 'piment'], popular: 190, prep: 10 },
      { name: 'Garba', description: 'L’incontournable d’Abidjan : attiéké et thon frit, piment et oignons.', price: 9.9, category: 'Plats', spicy: true, allergens: ['fish'], ingredients: ['attiéké', 'thon', 'oignon', 'piment'], popular: 130, prep: 15 },
      { name: 'Kedjenou de poulet', description: 'Poulet mijoté à l’étouffée avec légumes et épices, servi avec attiéké.', price: 13.9, category: 'Plats', ingredients: ['poulet', 'tomate', 'aubergine', 'gingembre', 'attiéké'], popular: 98, prep: 35 },
      { name: 'Sauce graine', description: 'Sauce à la pulpe de noix de palme, bœuf et poisson fumé, avec riz ou foutou.', price: 14.5, category: 'Plats', allergens: ['fish'], ingredients: ['graine de palme', 'bœuf', 'poisson fumé', 'riz'], popular: 57, prep: 30 },
      { name: 'Foutou banane sauce arachide', description: 'Pâte de banane plantain et manioc, sauce arachide au poulet.', price: 13.5, category: 'Plats', allergens: ['nuts'], ingredients: ['banane plantain', 'manioc', 'arachide', 'poulet'], popular: 44, prep: 30, available: false },
      { name: 'Poulet braisé', description: 'Demi-poulet mariné et braisé au feu de bois, attiéké ou alloco.', price: 12.9, category: 'Grillades', spicy: true, ingredients: ['poulet', 'ail', 'gingembre', 'piment'], popular: 150, prep: 25 },
      { name: 'Dégué', description: 'Couscous de mil au yaourt sucré, bien frais.', price: 4.5, category: 'Desserts', vegetarian: true, allergens: ['lactose'], ingredients: ['mil', 'yaourt', 'sucre'], popular: 61, prep: 5 },
      { name: 'Gnamankoudji', description: 'Jus de gingembre pressé, citron et ananas (50 cl).', price: 3.5, category: 'Boissons', vegetarian: true, vegan: true, spicy: true, ingredients: ['gingembre', 'citron', 'ananas'], popular: 112, prep: 2 },
    ],
  },
  {
    name: 'Saveurs Caraïbes',
    description: 'Les classiques des îles à Oberkampf : colombo, accras, bokits et jus frais, cuisinés minute.',
    cuisines: ['Caribéen', 'Créole', 'Antillais'],
    address: '102 Rue Oberkampf, 75011 Paris',
    lat: 48.8655,
    lng: 2.377,
    rating: 4.6,
    reviews: 241,
    deliveryTime: 30,
    deliveryFee: 1.99,
    minOrder: 12,
    isOpen: true,
    traffic: 4.5,
    owner: { name: 'Nadège Louis', email: 'nadege.louis@teranga.test', phone: '06 52 63 74 85' },
    colors: ['#0ea5e9', '#f59e0b'],
    dishes: [
      { name: 'Colombo de poulet', description: 'Poulet mijoté au mélange colombo, pommes de terre et christophine, riz créole.', price: 13.9, category: 'Plats', spicy: true, ingredients: ['poulet', 'colombo', 'christophine', 'pomme de terre', 'riz'], popular: 205, prep: 25 },
      { name: 'Accras de morue', description: '10 beignets de morue aux herbes, sauce chien.', price: 6.9, category: 'Entrées', spicy: true, allergens: ['fish', 'gluten', 'eggs'], ingredients: ['morue', 'farine', 'œuf', 'cive', 'piment'], popular: 260, prep: 10 },
      { name: 'Bokit poulet', description: 'Pain frit guadeloupéen garni de poulet boucané, crudités et sauce chien.', price: 9.5, category: 'Plats', allergens: ['gluten'], ingredients: ['farine', 'poulet boucané', 'salade', 'tomate'], popular: 175, prep: 15 },
      { name: 'Bokit végétarien', description: 'Bokit aux légumes grillés, avocat et fromage fondu.', price: 8.9, category: 'Plats', vegetarian: true, allergens: ['gluten', 'lactose'], ingredients: ['farine', 'poivron', 'courgette', 'avocat', 'fromage'], popular: 48, prep: 15 },
      { name: 'Court-bouillon de poisson', description: 'Vivaneau poché dans une sauce tomate relevée au citron vert.', price: 15.9, category: 'Plats', allergens: ['fish'], ingredients: ['vivaneau', 'tomate', 'citron vert', 'piment végétarien', 'riz'], popular: 73, prep: 30 },
      { name: 'Riz collé et haricots rouges', description: 'Riz aux haricots rouges mijotés, lait de coco et thym.', price: 5.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['riz', 'haricots rouges', 'lait de coco', 'thym'], popular: 91, prep: 5 },
      { name: 'Bananes pesées', description: 'Tostones : bananes vertes frites deux fois, sel et citron.', price: 4.9, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['banane verte', 'huile', 'citron'], popular: 66, prep: 10 },
      { name: 'Blanc-manger coco', description: 'Flan à la noix de coco, coulis de goyave.', price: 5.5, category: 'Desserts', vegetarian: true, allergens: ['lactose'], ingredients: ['lait de coco', 'lait', 'gélatine', 'goyave'], popular: 102, prep: 5 },
      { name: 'Jus de goyave', description: 'Nectar de goyave rose maison (50 cl).', price: 3.9, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['goyave', 'sucre de canne'], popular: 84, prep: 2 },
    ],
  },
  {
    name: 'Ti Punch Créole',
    description: 'Table martiniquaise de Belleville : fricassée de chatrou, dombrés et boudin créole comme chez Man Lise.',
    cuisines: ['Antillais', 'Créole'],
    address: '48 Boulevard de Belleville, 75020 Paris',
    lat: 48.8707,
    lng: 2.3793,
    rating: 4.4,
    reviews: 156,
    deliveryTime: 35,
    deliveryFee: 2.5,
    minOrder: 0,
    isOpen: true,
    traffic: 3,
    owner: { name: 'Jean-Marc Célestin', email: 'jeanmarc.celestin@teranga.test', phone: '06 63 74 85 96' },
    colors: ['#db2777', '#facc15'],
    dishes: [
      { name: 'Fricassée de chatrou', description: 'Poulpe mijoté dans une sauce créole tomatée, riz et lentilles.', price: 16.5, category: 'Plats', spicy: true, allergens: ['shellfish'], ingredients: ['poulpe', 'tomate', 'oignon pays', 'piment', 'riz'], popular: 58, prep: 35 },
      { name: 'Dombrés crevettes', description: 'Petites boulettes de farine dans une sauce aux crevettes et haricots rouges.', price: 15.5, category: 'Plats', allergens: ['gluten', 'shellfish'], ingredients: ['farine', 'crevettes', 'haricots rouges', 'tomate'], popular: 71, prep: 30 },
      { name: 'Boudin créole', description: '4 boudins antillais pimentés, citron vert.', price: 7.5, category: 'Entrées', spicy: true, allergens: ['gluten'], ingredients: ['boudin', 'pain', 'piment', 'cive'], popular: 134, prep: 10 },
      { name: 'Féroce d’avocat', description: 'Avocat écrasé à la morue émiettée et farine de manioc, pimenté.', price: 7.9, category: 'Entrées', spicy: true, allergens: ['fish'], ingredients: ['avocat', 'morue', 'farine de manioc', 'piment'], popular: 52, prep: 10 },
      { name: 'Colombo de cabri', description: 'Cabri mijoté au colombo et aux légumes pays, riz blanc.', price: 16.9, category: 'Plats', spicy: true, ingredients: ['cabri', 'colombo', 'giraumon', 'riz'], popular: 47, prep: 40 },
      { name: 'Gratin de christophine', description: 'Christophine gratinée à la béchamel et au fromage.', price: 6.5, category: 'Accompagnements', vegetarian: true, allergens: ['lactose', 'gluten'], ingredients: ['christophine', 'béchamel', 'fromage'], popular: 39, prep: 15 },
      { name: 'Riz créole aux légumes', description: 'Riz parfumé aux épices et légumes du jour.', price: 4.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['riz', 'poivron', 'carotte', 'cive'], popular: 28, prep: 5 },
      { name: 'Tourment d’amour', description: 'Tartelette des Saintes à la confiture de coco.', price: 4.9, category: 'Desserts', vegetarian: true, allergens: ['gluten', 'eggs', 'lactose'], ingredients: ['farine', 'œuf', 'beurre', 'coco'], popular: 60, prep: 5 },
      { name: 'Planteur sans alcool', description: 'Cocktail de jus de fruits exotiques, cannelle et muscade.', price: 4.5, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['goyave', 'mangue', 'ananas', 'cannelle'], popular: 77, prep: 2, available: false },
    ],
  },
  {
    name: 'Le Dibi de Château Rouge',
    description: 'Grillades sénégalaises au feu de bois : dibi d’agneau, brochettes et poulet, viande halal.',
    cuisines: ['Grillade', 'Sénégalais', 'Halal'],
    address: '9 Rue Myrha, 75018 Paris',
    lat: 48.8873,
    lng: 2.3525,
    rating: 4.3,
    reviews: 127,
    deliveryTime: 30,
    deliveryFee: 2,
    minOrder: 10,
    isOpen: true,
    traffic: 3.5,
    owner: { name: 'Ibrahima Fall', email: 'ibrahima.fall@teranga.test', phone: '06 74 85 96 07' },
    colors: ['#7c2d12', '#ea580c'],
    dishes: [
      { name: 'Dibi d’agneau', description: 'Agneau grillé au charbon, oignons à la moutarde, pain et sauce pimentée.', price: 15.9, category: 'Grillades', spicy: true, allergens: ['gluten'], ingredients: ['agneau', 'oignon', 'moutarde', 'pain'], popular: 220, prep: 25 },
      { name: 'Brochettes de bœuf', description: '3 brochettes marinées aux épices, frites de manioc.', price: 12.9, category: 'Grillades', ingredients: ['bœuf', 'poivron', 'oignon', 'manioc'], popular: 140, prep: 20 },
      { name: 'Poulet dibi', description: 'Cuisses de poulet grillées, marinade citron-ail, attiéké.', price: 11.9, category: 'Grillades', ingredients: ['poulet', 'citron', 'ail', 'attiéké'], popular: 118, prep: 20 },
      { name: 'Côtelettes d’agneau', description: '6 côtelettes grillées, salade et sauce yassa.', price: 17.5, category: 'Grillades', ingredients: ['agneau', 'salade', 'oignon', 'citron'], popular: 45, prep: 25 },
      { name: 'Frites de manioc', description: 'Bâtonnets de manioc frits, croustillants.', price: 4.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['manioc', 'huile'], popular: 160, prep: 10 },
      { name: 'Salade d’avocat', description: 'Avocat, tomates, oignon rouge et citron vert.', price: 5.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['avocat', 'tomate', 'oignon rouge', 'citron vert'], popular: 33, prep: 5 },
      { name: 'Thiéré mboum', description: 'Couscous de mil aux feuilles de moringa et sauce à l’agneau.', price: 13.5, category: 'Plats', ingredients: ['mil', 'moringa', 'agneau', 'niébé'], popular: 29, prep: 30 },
      { name: 'Ngalakh', description: 'Dessert de Pâques : mil, pâte d’arachide, pain de singe.', price: 5.5, category: 'Desserts', vegetarian: true, vegan: true, allergens: ['nuts'], ingredients: ['mil', 'arachide', 'pain de singe'], popular: 41, prep: 5 },
      { name: 'Bissap gingembre', description: 'Bissap relevé au gingembre frais (50 cl).', price: 3.5, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['hibiscus', 'gingembre', 'sucre'], popular: 99, prep: 2 },
    ],
  },
  {
    name: 'Maquis Akwaba',
    description: 'Le goût d’Abidjan à Saint-Denis : garba, placali, kedjenou et grillades généreuses.',
    cuisines: ['Ivoirien', 'Africain'],
    address: '63 Rue de la République, 93200 Saint-Denis',
    lat: 48.9363,
    lng: 2.3578,
    rating: 4.2,
    reviews: 88,
    deliveryTime: 45,
    deliveryFee: 3.5,
    minOrder: 15,
    isOpen: true,
    traffic: 2.5,
    owner: { name: 'Aya Konan', email: 'aya.konan@teranga.test', phone: '06 85 96 07 18' },
    colors: ['#65a30d', '#f97316'],
    dishes: [
      { name: 'Placali sauce kopè', description: 'Pâte de manioc fermenté, sauce gombo au poisson fumé et crabe.', price: 13.9, category: 'Plats', allergens: ['fish', 'shellfish'], ingredients: ['manioc', 'gombo', 'poisson fumé', 'crabe'], popular: 36, prep: 30 },
      { name: 'Garba du maquis', description: 'Attiéké, thon frit, piment frais et oignons.', price: 9.5, category: 'Plats', spicy: true, allergens: ['fish'], ingredients: ['attiéké', 'thon', 'piment', 'oignon'], popular: 142, prep: 15 },
      { name: 'Kedjenou de pintade', description: 'Pintade mijotée dans son jus, légumes et épices, attiéké.', price: 15.5, category: 'Plats', ingredients: ['pintade', 'tomate', 'aubergine', 'attiéké'], popular: 54, prep: 40 },
      { name: 'Poisson braisé sauce claire', description: 'Capitaine braisé, sauce tomate légère et alloco.', price: 15.9, category: 'Grillades', allergens: ['fish'], ingredients: ['capitaine', 'tomate', 'oignon', 'banane plantain'], popular: 87, prep: 30 },
      { name: 'Alloco œuf', description: 'Alloco et omelette pimentée, comme au coin de la rue.', price: 6.9, category: 'Entrées', vegetarian: true, spicy: true, allergens: ['eggs'], ingredients: ['banane plantain', 'œuf', 'piment'], popular: 70, prep: 10 },
      { name: 'Attiéké nature', description: 'Portion d’attiéké vapeur.', price: 3.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['manioc'], popular: 55, prep: 5 },
      { name: 'Salade de fruits tropicaux', description: 'Mangue, ananas, papaye et fruit de la passion.', price: 4.9, category: 'Desserts', vegetarian: true, vegan: true, ingredients: ['mangue', 'ananas', 'papaye', 'passion'], popular: 31, prep: 5 },
      { name: 'Jus de tamarin', description: 'Tamarin, sucre de canne et menthe (50 cl).', price: 3.5, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['tamarin', 'sucre', 'menthe'], popular: 44, prep: 2 },
    ],
  },
  {
    name: 'Délices Halal de Barbès',
    description: 'Snack africain halal : poulet DG, brochettes soya, ndolé et grillades à prix doux.',
    cuisines: ['Halal', 'Grillade', 'Africain'],
    address: '31 Boulevard Barbès, 75018 Paris',
    lat: 48.8878,
    lng: 2.3496,
    rating: 4.1,
    reviews: 143,
    deliveryTime: 25,
    deliveryFee: 1.5,
    minOrder: 0,
    isOpen: true,
    traffic: 4,
    owner: { name: 'Karim Cissé', email: 'karim.cisse@teranga.test', phone: '06 96 07 18 29' },
    colors: ['#0f766e', '#84cc16'],
    dishes: [
      { name: 'Poulet DG', description: 'Poulet sauté aux plantains mûrs, carottes et haricots verts (Directeur Général !).', price: 14.9, category: 'Plats', ingredients: ['poulet', 'banane plantain', 'carotte', 'haricots verts'], popular: 168, prep: 30 },
      { name: 'Soya', description: 'Brochettes de bœuf au piment et épices kankankan, oignons crus.', price: 10.9, category: 'Grillades', spicy: true, allergens: ['nuts'], ingredients: ['bœuf', 'kankankan', 'arachide', 'oignon'], popular: 150, prep: 20 },
      { name: 'Ndolé', description: 'Feuilles de ndolé, pâte d’arachide, bœuf et crevettes, plantains vapeur.', price: 15.5, category: 'Plats', allergens: ['nuts', 'shellfish'], ingredients: ['ndolé', 'arachide', 'bœuf', 'crevettes', 'banane plantain'], popular: 82, prep: 35 },
      { name: 'Jollof rice poulet', description: 'Riz rouge épicé à la tomate, poulet grillé.', price: 11.9, category: 'Plats', spicy: true, ingredients: ['riz', 'tomate', 'poivron', 'poulet'], popular: 121, prep: 25 },
      { name: 'Suya de poulet', description: 'Brochettes de poulet suya, épices à l’arachide.', price: 10.5, category: 'Grillades', spicy: true, allergens: ['nuts'], ingredients: ['poulet', 'suya', 'arachide'], popular: 67, prep: 20 },
      { name: 'Beignets haricots', description: 'Akara : beignets de haricots blancs, sauce pimentée.', price: 5.5, category: 'Entrées', vegetarian: true, vegan: true, spicy: true, ingredients: ['haricots niébé', 'oignon', 'piment'], popular: 58, prep: 10 },
      { name: 'Plantains frits', description: 'Bananes plantains mûres frites.', price: 4.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['banane plantain', 'huile'], popular: 140, prep: 10 },
      { name: 'Beignets soufflés', description: 'Beignets sucrés camerounais (6 pièces).', price: 3.9, category: 'Desserts', vegetarian: true, allergens: ['gluten'], ingredients: ['farine', 'levure', 'sucre'], popular: 76, prep: 10 },
      { name: 'Foléré', description: 'Jus d’oseille (hibiscus) à l’ananas (50 cl).', price: 3.5, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['hibiscus', 'ananas', 'sucre'], popular: 49, prep: 2 },
    ],
  },
  {
    name: 'Kreyol Lakay',
    description: 'Cuisine haïtienne et caribéenne à Montreuil : griot, riz djon djon, pikliz maison et jus de fruits frais.',
    cuisines: ['Caribéen', 'Antillais'],
    address: '118 Rue de Paris, 93100 Montreuil',
    lat: 48.8566,
    lng: 2.4295,
    rating: 4.6,
    reviews: 174,
    deliveryTime: 40,
    deliveryFee: 2.9,
    minOrder: 0,
    isOpen: true,
    traffic: 3,
    owner: { name: 'Stéphanie Jean-Baptiste', email: 'stephanie.jeanbaptiste@teranga.test', phone: '06 07 18 29 30' },
    colors: ['#1d4ed8', '#dc2626'],
    dishes: [
      { name: 'Griot et bannann peze', description: 'Épaule de porc marinée aux agrumes puis frite, bananes pesées et pikliz.', price: 14.5, category: 'Plats', spicy: true, ingredients: ['porc', 'orange amère', 'banane verte', 'pikliz'], popular: 155, prep: 30 },
      { name: 'Riz djon djon', description: 'Riz noir aux champignons djon djon et petits pois.', price: 6.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['riz', 'champignons djon djon', 'petits pois'], popular: 104, prep: 10 },
      { name: 'Poulet en sauce créole', description: 'Poulet mijoté à la tomate, poivrons et épis.', price: 12.9, category: 'Plats', ingredients: ['poulet', 'tomate', 'poivron', 'épis'], popular: 88, prep: 30 },
      { name: 'Lambi en sauce', description: 'Conque (lambi) mijotée en sauce créole, riz collé.', price: 17.9, category: 'Plats', allergens: ['shellfish'], ingredients: ['lambi', 'tomate', 'citron vert', 'riz'], popular: 26, prep: 35, available: false },
      { name: 'Accras de malanga', description: 'Beignets de malanga aux herbes (8 pièces).', price: 6.5, category: 'Entrées', vegetarian: true, vegan: true, ingredients: ['malanga', 'persil', 'ail', 'piment'], popular: 62, prep: 10 },
      { name: 'Pikliz', description: 'Condiment de chou, carottes et piment fermentés au vinaigre.', price: 2.5, category: 'Accompagnements', vegetarian: true, vegan: true, spicy: true, ingredients: ['chou', 'carotte', 'piment scotch bonnet', 'vinaigre'], popular: 93, prep: 2 },
      { name: 'Pain patate', description: 'Gâteau de patate douce, banane et lait de coco.', price: 4.9, category: 'Desserts', vegetarian: true, allergens: ['lactose', 'eggs'], ingredients: ['patate douce', 'banane', 'lait de coco', 'œuf'], popular: 57, prep: 5 },
      { name: 'Jus de corossol', description: 'Corossol mixé au lait et à la vanille (50 cl).', price: 4.5, category: 'Boissons', vegetarian: true, allergens: ['lactose'], ingredients: ['corossol', 'lait', 'vanille'], popular: 71, prep: 2 },
    ],
  },
  {
    name: 'Le Comptoir Antillais',
    description: 'Brasserie guadeloupéenne près de la place d’Italie : bokits, court-bouillon, colombo et sorbets coco.',
    cuisines: ['Antillais', 'Créole', 'Caribéen'],
    address: '52 Avenue d’Italie, 75013 Paris',
    lat: 48.8263,
    lng: 2.3573,
    rating: 4.5,
    reviews: 203,
    deliveryTime: 35,
    deliveryFee: 2.5,
    minOrder: 20,
    isOpen: true,
    traffic: 3.5,
    owner: { name: 'Max Rosier', email: 'max.rosier@teranga.test', phone: '06 18 29 30 41' },
    colors: ['#0891b2', '#a3e635'],
    dishes: [
      { name: 'Bokit saumon', description: 'Bokit garni de saumon fumé, avocat et sauce chien.', price: 10.5, category: 'Plats', allergens: ['gluten', 'fish'], ingredients: ['farine', 'saumon fumé', 'avocat', 'crudités'], popular: 96, prep: 15 },
      { name: 'Colombo de porc', description: 'Porc mijoté au colombo, riz et lentilles.', price: 14.5, category: 'Plats', spicy: true, ingredients: ['porc', 'colombo', 'riz', 'lentilles'], popular: 109, prep: 30 },
      { name: 'Court-bouillon de thazard', description: 'Thazard en court-bouillon tomate, citron vert et piment.', price: 16.5, category: 'Plats', spicy: true, allergens: ['fish'], ingredients: ['thazard', 'tomate', 'citron vert', 'riz'], popular: 51, prep: 30 },
      { name: 'Accras de crevettes', description: '10 accras aux crevettes, sauce chien.', price: 7.5, category: 'Entrées', allergens: ['shellfish', 'gluten', 'eggs'], ingredients: ['crevettes', 'farine', 'œuf', 'cive'], popular: 143, prep: 10 },
      { name: 'Salade de christophine', description: 'Christophine râpée, vinaigrette citron et cive.', price: 5.9, category: 'Entrées', vegetarian: true, vegan: true, ingredients: ['christophine', 'citron', 'cive'], popular: 24, prep: 5 },
      { name: 'Poulet boucané', description: 'Cuisse de poulet fumée au bois de canne, riz et haricots rouges.', price: 13.9, category: 'Grillades', ingredients: ['poulet', 'riz', 'haricots rouges'], popular: 128, prep: 25 },
      { name: 'Sorbet coco', description: 'Sorbet coco maison à la cannelle et au citron vert.', price: 4.5, category: 'Desserts', vegetarian: true, allergens: ['lactose'], ingredients: ['noix de coco', 'lait concentré', 'cannelle'], popular: 87, prep: 2 },
      { name: 'Ti-punch sans alcool', description: 'Sirop de canne, citron vert et eau pétillante.', price: 3.9, category: 'Boissons', vegetarian: true, vegan: true, ingredients: ['sirop de canne', 'citron vert', 'eau pétillante'], popular: 66, prep: 2 },
    ],
  },
  {
    name: 'Mama Africa',
    description: 'Cuisine d’Afrique centrale à Ivry : pondu, poulet moambé, poisson salé et beignets. Fermé pour congés.',
    cuisines: ['Africain', 'Halal'],
    address: '7 Rue Marat, 94200 Ivry-sur-Seine',
    lat: 48.8135,
    lng: 2.3855,
    rating: 4,
    reviews: 64,
    deliveryTime: 45,
    deliveryFee: 3,
    minOrder: 0,
    isOpen: false,
    traffic: 2,
    owner: { name: 'Grace Mbarga', email: 'grace.mbarga@teranga.test', phone: '06 29 30 41 52' },
    colors: ['#9333ea', '#f59e0b'],
    dishes: [
      { name: 'Poulet moambé', description: 'Poulet à la sauce noix de palme, riz et plantains.', price: 14.5, category: 'Plats', ingredients: ['poulet', 'noix de palme', 'riz', 'banane plantain'], popular: 71, prep: 35 },
      { name: 'Pondu', description: 'Feuilles de manioc pilées mijotées à l’ail et à l’huile de palme.', price: 12.5, category: 'Plats', vegetarian: true, vegan: true, ingredients: ['feuilles de manioc', 'oignon', 'ail', 'huile de palme'], popular: 38, prep: 40 },
      { name: 'Liboké de poisson', description: 'Tilapia cuit en papillote de feuilles de bananier.', price: 15.9, category: 'Plats', spicy: true, allergens: ['fish'], ingredients: ['tilapia', 'tomate', 'piment', 'feuille de bananier'], popular: 33, prep: 35 },
      { name: 'Mafé de poulet', description: 'Poulet sauce arachide, riz blanc.', price: 12.9, category: 'Plats', allergens: ['nuts'], ingredients: ['poulet', 'arachide', 'tomate', 'riz'], popular: 64, prep: 30 },
      { name: 'Chikwangue', description: 'Bâton de manioc cuit à la vapeur.', price: 3.5, category: 'Accompagnements', vegetarian: true, vegan: true, ingredients: ['manioc'], popular: 29, prep: 2 },
      { name: 'Mikate', description: 'Beignets sucrés congolais (8 pièces).', price: 3.9, category: 'Desserts', vegetarian: true, allergens: ['gluten'], ingredients: ['farine', 'levure', 'sucre'], popular: 58, prep: 10 },
      { name: 'Samoussas aux légumes', description: '4 samoussas croustillants aux légumes épicés.', price: 5.5, category: 'Entrées', vegetarian: true, vegan: true, spicy: true, allergens: ['gluten'], ingredients: ['feuille de brick', 'pomme de terre', 'petits pois', 'épices'], popular: 44, prep: 10 },
      { name: 'Jus de gingembre', description: 'Gingembre frais, citron et miel (50 cl).', price: 3.5, category: 'Boissons', vegetarian: true, spicy: true, ingredients: ['gingembre', 'citron', 'miel'], popular: 37, prep: 2 },
    ],
  },
];

/** Colours of dish placeholder images per menu category. */
export const CATEGORY_COLORS: Record<string, [string, string]> = {
  Entrées: ['#fbbf24', '#d97706'],
  Plats: ['#f97316', '#9a3412'],
  Grillades: ['#b45309', '#7f1d1d'],
  Accompagnements: ['#a3e635', '#4d7c0f'],
  Desserts: ['#f9a8d4', '#be185d'],
  Boissons: ['#67e8f9', '#0e7490'],
};

/** `Thiéboudienne` -> `thieboudienne` (file names of dish images). */
export function slugify(value: string): string {
  return value
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const restaurantImage = (index: number) => `/api/static/images/resto-${index + 1}.svg`;
export const dishImage = (name: string) => `/api/static/images/plat-${slugify(name)}.svg`;
