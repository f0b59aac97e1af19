/**
 * Approximate centroids (lat, lng) of the Paris-area postcodes Teranga
 * delivers to: Paris (75001–75020, 75116) and the main postcodes of the inner
 * suburbs (Hauts-de-Seine 92, Seine-Saint-Denis 93, Val-de-Marne 94).
 *
 * Used to locate an address that has no saved coordinates (the API's `domain/geo.ts`, and the
 * remotes' mock APIs, which locate an address as the API does). Precision is a few
 * hundred metres, enough for a delivery distance estimate. An address whose
 * postcode is not listed here stays unlocated (distance null, never invented).
 */
export const POSTCODE_CENTROIDS: Readonly<Record<string, readonly [lat: number, lng: number]>> = {
  // Paris
  '75001': [48.8625, 2.3363],
  '75002': [48.8683, 2.3428],
  '75003': [48.863, 2.36],
  '75004': [48.8543, 2.3576],
  '75005': [48.8445, 2.3507],
  '75006': [48.8491, 2.3328],
  '75007': [48.8562, 2.3122],
  '75008': [48.8727, 2.3125],
  '75009': [48.877, 2.3375],
  '75010': [48.8762, 2.3607],
  '75011': [48.859, 2.38],
  '75012': [48.8396, 2.3958],
  '75013': [48.8283, 2.3623],
  '75014': [48.8292, 2.3265],
  '75015': [48.8402, 2.293],
  '75016': [48.8533, 2.2675],
  '75116': [48.8675, 2.2833],
  '75017': [48.8873, 2.3067],
  '75018': [48.8925, 2.3484],
  '75019': [48.8871, 2.3848],
  '75020': [48.8634, 2.4012],
  // Hauts-de-Seine (92)
  '92000': [48.8924, 2.2069], // Nanterre
  '92100': [48.8397, 2.2399], // Boulogne-Billancourt
  '92110': [48.9042, 2.3059], // Clichy
  '92120': [48.8163, 2.3163], // Montrouge
  '92130': [48.8245, 2.2738], // Issy-les-Moulineaux
  '92140': [48.8003, 2.2668], // Clamart
  '92150': [48.871, 2.229], // Suresnes
  '92160': [48.754, 2.2975], // Antony
  '92170': [48.8215, 2.2897], // Vanves
  '92190': [48.8132, 2.238], // Meudon
  '92200': [48.8846, 2.2697], // Neuilly-sur-Seine
  '92210': [48.844, 2.219], // Saint-Cloud
  '92220': [48.796, 2.309], // Bagneux
  '92230': [48.9333, 2.2933], // Gennevilliers
  '92240': [48.8169, 2.2967], // Malakoff
  '92250': [48.9067, 2.2456], // La Garenne-Colombes
  '92260': [48.7893, 2.287], // Fontenay-aux-Roses
  '92270': [48.9175, 2.2683], // Bois-Colombes
  '92290': [48.7653, 2.2631], // Châtenay-Malabry
  '92300': [48.895, 2.2872], // Levallois-Perret
  '92320': [48.803, 2.293], // Châtillon
  '92330': [48.7786, 2.2906], // Sceaux
  '92340': [48.7797, 2.3167], // Bourg-la-Reine
  '92350': [48.7811, 2.2633], // Le Plessis-Robinson
  '92370': [48.8081, 2.1886], // Chaville
  '92380': [48.8458, 2.1869], // Garches
  '92390': [48.9372, 2.3278], // Villeneuve-la-Garenne
  '92400': [48.8973, 2.2531], // Courbevoie
  '92500': [48.8778, 2.1803], // Rueil-Malmaison
  '92600': [48.9145, 2.2874], // Asnières-sur-Seine
  '92700': [48.9226, 2.2522], // Colombes
  '92800': [48.8848, 2.2388], // Puteaux
  // Seine-Saint-Denis (93)
  '93000': [48.9077, 2.4397], // Bobigny
  '93100': [48.8638, 2.4485], // Montreuil
  '93110': [48.8745, 2.486], // Rosny-sous-Bois
  '93120': [48.9322, 2.3967], // La Courneuve
  '93130': [48.8914, 2.4597], // Noisy-le-Sec
  '93140': [48.9022, 2.4828], // Bondy
  '93150': [48.9387, 2.4614], // Le Blanc-Mesnil
  '93160': [48.8486, 2.5528], // Noisy-le-Grand
  '93170': [48.8692, 2.4181], // Bagnolet
  '93190': [48.9196, 2.535], // Livry-Gargan
  '93200': [48.9362, 2.3574], // Saint-Denis
  '93210': [48.917, 2.36], // Saint-Denis (La Plaine)
  '93220': [48.8833, 2.5333], // Gagny
  '93230': [48.885, 2.435], // Romainville
  '93240': [48.95, 2.3833], // Stains
  '93250': [48.8833, 2.5089], // Villemomble
  '93260': [48.88, 2.4192], // Les Lilas
  '93270': [48.9386, 2.5275], // Sevran
  '93290': [48.9497, 2.5683], // Tremblay-en-France
  '93300': [48.9146, 2.3821], // Aubervilliers
  '93310': [48.885, 2.4047], // Le Pré-Saint-Gervais
  '93320': [48.9067, 2.5039], // Les Pavillons-sous-Bois
  '93330': [48.8533, 2.5306], // Neuilly-sur-Marne
  '93340': [48.8992, 2.5161], // Le Raincy
  '93360': [48.8628, 2.5064], // Neuilly-Plaisance
  '93370': [48.8983, 2.5669], // Montfermeil
  '93380': [48.9656, 2.3614], // Pierrefitte-sur-Seine
  '93390': [48.91, 2.55], // Clichy-sous-Bois
  '93400': [48.9119, 2.3339], // Saint-Ouen-sur-Seine
  '93420': [48.9617, 2.5331], // Villepinte
  '93430': [48.9572, 2.3447], // Villetaneuse
  '93440': [48.9533, 2.4167], // Dugny
  '93450': [48.9333, 2.3333], // L'Île-Saint-Denis
  '93460': [48.8617, 2.5706], // Gournay-sur-Marne
  '93500': [48.8944, 2.4092], // Pantin
  '93600': [48.9386, 2.4972], // Aulnay-sous-Bois
  '93700': [48.9233, 2.4453], // Drancy
  '93800': [48.9553, 2.3092], // Épinay-sur-Seine
  // Val-de-Marne (94)
  '94000': [48.7904, 2.4556], // Créteil
  '94100': [48.7994, 2.4997], // Saint-Maur-des-Fossés
  '94110': [48.8058, 2.3364], // Arcueil
  '94120': [48.8514, 2.4772], // Fontenay-sous-Bois
  '94130': [48.8367, 2.4825], // Nogent-sur-Marne
  '94140': [48.805, 2.42], // Alfortville
  '94150': [48.7464, 2.3497], // Rungis
  '94160': [48.8422, 2.4186], // Saint-Mandé
  '94170': [48.8422, 2.5036], // Le Perreux-sur-Marne
  '94200': [48.8156, 2.385], // Ivry-sur-Seine
  '94210': [48.7944, 2.5167], // Saint-Maur (La Varenne)
  '94220': [48.8219, 2.4122], // Charenton-le-Pont
  '94230': [48.7914, 2.335], // Cachan
  '94240': [48.7797, 2.3375], // L'Haÿ-les-Roses
  '94250': [48.8131, 2.3444], // Gentilly
  '94260': [48.7556, 2.3222], // Fresnes
  '94270': [48.81, 2.3581], // Le Kremlin-Bicêtre
  '94300': [48.8475, 2.4392], // Vincennes
  '94340': [48.8208, 2.4728], // Joinville-le-Pont
  '94400': [48.7875, 2.3928], // Vitry-sur-Seine
  '94410': [48.8185, 2.437], // Saint-Maurice
  '94500': [48.8172, 2.5156], // Champigny-sur-Marne
  '94550': [48.7667, 2.35], // Chevilly-Larue
  '94600': [48.7636, 2.4094], // Choisy-le-Roi
  '94700': [48.8058, 2.4378], // Maisons-Alfort
  '94800': [48.7922, 2.3636], // Villejuif
};

const POSTCODE = /(?<!\d)\d{5}(?!\d)/g;

/** The last 5-digit group of the address that is a known postcode, else null. */
export function extractPostcode(address: string | null | undefined): string | null {
  if (!address) return null;
  const matches = address.match(POSTCODE);
  if (!matches) return null;
  for (let i = matches.length - 1; i >= 0; i--) {
    if (POSTCODE_CENTROIDS[matches[i]!]) return matches[i]!;
  }
  return null;
}

/** Centroid of the address's postcode, or null when it has none we know. */
export function locateByPostcode(address: string | null | undefined): { lat: number; lng: number } | null {
  const code = extractPostcode(address);
  if (!code) return null;
  const [lat, lng] = POSTCODE_CENTROIDS[code]!;
  return { lat, lng };
}
