import type { Messages } from './catalogue';

/**
 * The messages of the API and of the shared rules in English, keyed by their French (see
 * `catalogue.ts` for the placeholders). A new French message that can reach an answer needs its
 * line here: api/src/i18n/coverage.test.ts finds every one in the sources and fails on a missing key. Write what an English product would say, not
 * the French word for word.
 */
export const EN_MESSAGES: Messages = {
  // --- HTTP and framework ----------------------------------------------------------------------
  Erreur: 'Error',
  'Requête invalide': 'Invalid request',
  'Non authentifié': 'Not signed in',
  'Accès refusé': 'Access denied',
  'Ressource introuvable': 'Not found',
  'Méthode non autorisée': 'Method not allowed',
  'Méthode non autorisée pour cette ressource : utilisez {methods}':
    'Method not allowed for this resource: use {methods}',
  'Conflit avec l’état actuel de la ressource': 'Conflict with the current state of the resource',
  'Requête trop volumineuse': 'Request too large',
  'Requête trop volumineuse (maximum {@limit})': 'Request too large (at most {@limit})',
  '1 Mo': '1 MB',
  'Type de contenu non supporté': 'Unsupported content type',
  'Type de contenu non supporté : envoyez du JSON (Content-Type: application/json)':
    'Unsupported content type: send JSON (Content-Type: application/json)',
  'Requête impossible à traiter': 'The request could not be processed',
  'Trop de requêtes': 'Too many requests',
  'Erreur interne du serveur': 'Internal server error',
  'Le corps de la requête n’est pas un JSON valide': 'The request body is not valid JSON',

  // --- Validation (lib/validation.ts: the French error map and its subjects) --------------------
  'Le champ « {field} »': 'The “{field}” field',
  'Le corps de la requête': 'The request body',
  '{@who} est obligatoire': '{@who} is required',
  '{@who} ne peut pas être null': '{@who} cannot be null',
  '{@who} doit être {@expected}': '{@who} must be {@expected}',
  '{@who} ne peut pas être vide': '{@who} cannot be empty',
  '{@who} doit contenir au moins {n} caractères': '{@who} must be at least {n} characters long',
  '{@who} doit contenir au moins 1 caractère': '{@who} must be at least 1 character long',
  '{@who} doit contenir au moins {n} éléments': '{@who} must contain at least {n} items',
  '{@who} doit contenir au moins 1 élément': '{@who} must contain at least 1 item',
  '{@who} doit contenir au plus {n} caractères': '{@who} must be at most {n} characters long',
  '{@who} doit contenir au plus 1 caractère': '{@who} must be at most 1 character long',
  '{@who} doit contenir au plus {n} éléments': '{@who} must contain at most {n} items',
  '{@who} doit contenir au plus 1 élément': '{@who} must contain at most 1 item',
  '{@who} doit être supérieur ou égal à {min}': '{@who} must be greater than or equal to {min}',
  '{@who} doit être strictement supérieur à {min}': '{@who} must be greater than {min}',
  '{@who} doit être inférieur ou égal à {max}': '{@who} must be less than or equal to {max}',
  '{@who} doit être strictement inférieur à {max}': '{@who} must be less than {max}',
  '{@who} a un format invalide': '{@who} has an invalid format',
  "{@who} doit valoir l'une des valeurs suivantes : {values}": '{@who} must be one of: {values}',
  '{@who} doit être un multiple de {n}': '{@who} must be a multiple of {n}',
  '{@who} a une valeur invalide': '{@who} has an invalid value',
  '{@who} est invalide': '{@who} is invalid',
  'Champ non autorisé : {key}': 'Field not allowed: {key}',
  'Champs non autorisés : {keys}': 'Fields not allowed: {keys}',
  'Champs non autorisés : {keys} et 1 autre': 'Fields not allowed: {keys} and 1 more',
  'Champs non autorisés : {keys} et {n} autres': 'Fields not allowed: {keys} and {n} more',
  '{@who} contient un caractère nul, qui n’est pas accepté': '{@who} contains a null character, which is not allowed',
  '{@who} contient un caractère de contrôle du sens de l’écriture (U+202A à U+202E, U+2066 à U+2069), qui n’est pas accepté':
    '{@who} contains a text direction control character (U+202A to U+202E, U+2066 to U+2069), which is not allowed',
  // What a value must be (`doit être …`).
  'du texte': 'text',
  'un nombre': 'a number',
  'un nombre entier': 'a whole number',
  'un booléen (true ou false)': 'a boolean (true or false)',
  'une liste': 'a list',
  'un objet': 'an object',
  'une date': 'a date',
  null: 'null',
  'une adresse email valide': 'a valid email address',
  'une URL valide': 'a valid URL',
  'un identifiant (UUID) valide': 'a valid identifier (UUID)',
  'une date-heure ISO 8601 valide': 'a valid ISO 8601 date and time',
  'une date (AAAA-MM-JJ) valide': 'a valid date (YYYY-MM-DD)',
  'une heure (HH:MM) valide': 'a valid time (HH:MM)',
  'une chaîne base64url valide': 'a valid base64url string',

  // --- Fields and parameters shared by several routes -------------------------------------------
  'Le champ « {field} » doit être un nombre': 'The “{field}” field must be a number',
  'Le champ « {field} » doit être strictement supérieur à 0': 'The “{field}” field must be greater than 0',
  'Le champ « {field} » doit être supérieur ou égal à {min}':
    'The “{field}” field must be greater than or equal to {min}',
  'Le champ « {field} » doit être inférieur ou égal à {max}': 'The “{field}” field must be less than or equal to {max}',
  'Le champ « {field} » doit avoir au plus 2 décimales': 'The “{field}” field must have at most 2 decimal places',
  'Le champ « image_url » doit être une URL d’image valide (/api/uploads/… ou https://…)':
    'The “image_url” field must be a valid image URL (/api/uploads/… or https://…)',
  'Le paramètre « limit » doit être un entier entre 1 et {max}':
    'The “limit” parameter must be a whole number between 1 and {max}',
  'Le paramètre « cursor » est invalide': 'The “cursor” parameter is invalid',
  'Le paramètre « days » doit être un entier entre {min} et {max}':
    'The “days” parameter must be a whole number between {min} and {max}',
  'Valeur attendue : true ou false': 'Expected value: true or false',
  'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles (sans espace)':
    'The Idempotency-Key header must be 1 to 255 visible ASCII characters (no spaces)',
  'Cette clé d’idempotence a déjà servi pour une autre commande':
    'This idempotency key was already used for another order',
  'Cette clé d’idempotence vient d’expirer pendant le traitement : réessayez':
    'This idempotency key expired while the request was being processed: please try again',

  // --- Accounts and sessions -------------------------------------------------------------------
  'Veuillez saisir votre email': 'Please enter your email address',
  'Veuillez saisir une adresse email valide': 'Please enter a valid email address',
  'L’adresse email ne peut pas dépasser {max} caractères': 'The email address cannot be longer than {max} characters',
  'Veuillez saisir votre mot de passe': 'Please enter your password',
  'Le mot de passe doit contenir au moins {min} caractères': 'The password must be at least {min} characters long',
  'Le mot de passe ne peut pas dépasser {max} caractères': 'The password cannot be longer than {max} characters',
  'Le mot de passe ne peut pas être composé uniquement d’espaces': 'The password cannot be only spaces',
  'Le mot de passe ne peut pas contenir de caractère invisible ou de contrôle':
    'The password cannot contain invisible or control characters',
  'Ce mot de passe est trop courant : choisissez-en un autre': 'This password is too common: please choose another one',
  'Veuillez saisir votre numéro de téléphone': 'Please enter your phone number',
  'Le numéro de téléphone est invalide': 'The phone number is invalid',
  'Cet email est déjà utilisé': 'This email address is already in use',
  'Email ou mot de passe incorrect': 'Incorrect email or password',
  'Mot de passe actuel incorrect': 'Your current password is incorrect',
  'Le nouveau mot de passe doit contenir au moins {min} caractères':
    'The new password must be at least {min} characters long',
  'Les nouveaux mots de passe ne correspondent pas': 'The new passwords do not match',
  'Veuillez entrer votre mot de passe actuel pour changer d’adresse email':
    'Please enter your current password to change your email address',
  'Compte désactivé': 'This account has been deactivated',
  'Jeton invalide ou expiré': 'Invalid or expired token',
  'Session expirée, veuillez vous reconnecter': 'Your session has expired, please sign in again',
  'Trop de tentatives. Réessayez dans quelques minutes.': 'Too many attempts. Please try again in a few minutes.',
  'Trop de demandes. Réessayez dans quelques minutes.': 'Too many requests. Please try again in a few minutes.',
  'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.':
    'This reset link is invalid, has expired or has already been used. Please request a new one.',
  'Ce lien de vérification est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.':
    'This verification link is invalid, has expired or has already been used. Please request a new one.',
  'Ce lien de confirmation est invalide, expiré ou déjà utilisé.':
    'This confirmation link is invalid, has expired or has already been used.',
  'Votre adresse email est déjà vérifiée': 'Your email address is already verified',
  'Un lien vient de vous être envoyé. Patientez un peu avant d’en demander un autre.':
    'A link was just sent to you. Please wait a little before asking for another one.',
  'Cette adresse email est désormais celle d’un autre compte : le changement n’a pas été fait.':
    'This email address now belongs to another account: the change was not made.',
  // The answers of the one-time links (`{ message }`, routes/auth/account-links.ts).
  'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.':
    'If an account exists for this address, we have just emailed it a link to choose a new password.',
  'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.':
    'Your password has been changed. Sign in with the new one.',
  'Votre adresse email est vérifiée.': 'Your email address is verified.',
  'Un nouveau lien de vérification vient de vous être envoyé.': 'A new verification link has just been sent to you.',
  'Votre nouvelle adresse email est confirmée.': 'Your new email address is confirmed.',

  // --- Access -----------------------------------------------------------------------------------
  'Votre compte est en attente de validation par un administrateur':
    'Your account is waiting for approval by an administrator',

  // --- Documents and uploads ---------------------------------------------------------------------
  'Seuls les restaurateurs et les livreurs fournissent des documents':
    'Only restaurant owners and couriers provide documents',
  'Votre compte est déjà validé : aucun document à fournir':
    'Your account is already approved: no documents are needed',
  'Envoyez le fichier en multipart/form-data (champ « file »)': 'Send the file as multipart/form-data (“file” field)',
  'Veuillez joindre un fichier (champ « file »)': 'Please attach a file (“file” field)',
  'Le champ « file » est obligatoire': 'The “file” field is required',
  'Formulaire multipart invalide': 'Invalid multipart form',
  'Le fichier ne doit pas dépasser 10 Mo': 'The file must not be larger than 10 MB',
  'La taille du fichier ne doit pas dépasser 5MB': 'The file must not be larger than 5 MB',
  'Un champ du formulaire est trop long': 'A form field is too long',
  'Un seul fichier est attendu (champ « {field} »)': 'Only one file is expected (“{field}” field)',
  'Trop de champs dans le formulaire : seul le fichier est attendu': 'Too many form fields: only the file is expected',
  'Envoi interrompu avant la fin du fichier': 'The upload stopped before the end of the file',
  'Trop d’envois en cours : attendez la fin des précédents':
    'Too many uploads in progress: wait for the others to finish',
  'Type de document inconnu': 'Unknown document type',
  'Ce document n’est pas demandé pour votre type de compte': 'This document is not required for your type of account',
  'Le fichier est vide': 'The file is empty',
  'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG':
    'File format not accepted: send a PDF, a PNG image or a JPEG image',
  'Lien de document invalide ou expiré': 'Invalid or expired document link',
  'Document introuvable': 'Document not found',
  'L’image est trop grande (25 mégapixels au maximum)': 'The image is too large (25 megapixels at most)',
  'Veuillez sélectionner une image': 'Please select an image',
  'Image non trouvée': 'Image not found',

  // --- Administration ---------------------------------------------------------------------------
  'Utilisateur non trouvé': 'User not found',
  'Cet utilisateur n’est pas en attente de validation': 'This user is not waiting for approval',
  'Vous ne pouvez pas retirer votre propre rôle d’administrateur': 'You cannot remove your own administrator role',
  'Impossible : il doit rester au moins un administrateur actif':
    'Not possible: at least one active administrator must remain',
  'Vous ne pouvez pas désactiver votre propre compte': 'You cannot deactivate your own account',
  'Le motif du rejet est obligatoire': 'A reason for the rejection is required',
  'Le motif du rejet doit contenir au plus 500 caractères':
    'The reason for the rejection must be at most 500 characters long',
  'Le motif doit contenir entre 3 et 300 caractères': 'The reason must be between 3 and 300 characters long',
  'Le champ « refund_cents » doit être un nombre entier de centimes, positif ou nul':
    'The “refund_cents” field must be a whole number of cents, zero or more',
  'Le champ « livreur_id » est obligatoire': 'The “livreur_id” field is required',
  'La commande est annulée, mais le remboursement a échoué : il est à faire manuellement auprès du prestataire de paiement':
    'The order is cancelled, but the refund failed: it must be made manually with the payment provider',

  // --- Restaurants, menus, categories -----------------------------------------------------------
  'Restaurant non trouvé': 'Restaurant not found',
  'Vous avez déjà un restaurant': 'You already have a restaurant',
  'Ce restaurateur a déjà un restaurant': 'This restaurant owner already has a restaurant',
  'Le champ « owner_id » est obligatoire pour un administrateur':
    'The “owner_id” field is required for an administrator',
  'Le propriétaire doit être un restaurateur': 'The owner must be a restaurant owner',
  'Impossible de supprimer un restaurant qui a déjà reçu des commandes : fermez-le plutôt':
    'A restaurant that has already received orders cannot be deleted: close it instead',
  'Les champs « latitude » et « longitude » vont ensemble': 'The “latitude” and “longitude” fields go together',
  'Plat non trouvé': 'Dish not found',
  'Le prix doit être un nombre positif': 'The price must be a positive number',
  'Catégorie non trouvée': 'Category not found',
  'Cette catégorie existe déjà': 'This category already exists',
  'Veuillez entrer un nom de catégorie': 'Please enter a category name',

  // --- Opening hours, busy mode, slots ------------------------------------------------------------
  'Le jour doit être un nombre entier de 1 (lundi) à 7 (dimanche)':
    'The day must be a whole number from 1 (Monday) to 7 (Sunday)',
  'L’heure doit être au format HH:MM, de 00:00 à 23:59': 'The time must be in HH:MM format, from 00:00 to 23:59',
  'L’heure de fermeture doit différer de l’heure d’ouverture (00:00 = minuit)':
    'The closing time must differ from the opening time (00:00 = midnight)',
  'Deux plages horaires se chevauchent le {@day}': 'Two opening hours overlap on {@day}',
  'Au plus {max} plages horaires par jour ({@day})': 'At most {max} opening hours per day ({@day})',
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
  'même jour': 'the same day',
  jour: 'day',
  'Au plus {max} fermetures exceptionnelles': 'At most {max} exceptional closures',
  'La date doit être au format AAAA-MM-JJ et exister': 'The date must be in YYYY-MM-DD format and exist',
  'Une fermeture se termine le jour de son début ou après': 'A closure ends on the day it starts or later',
  'Le motif d’une fermeture ne doit pas dépasser {max} caractères':
    'The reason for a closure must be at most {max} characters long',
  'Le fuseau horaire doit être un fuseau IANA valide (par exemple Europe/Paris)':
    'The time zone must be a valid IANA time zone (for example Europe/Paris)',
  'Le mode affluence ajoute {minutes} minutes': 'Busy mode adds {minutes} minutes',
  'La fin du mode affluence doit être une date-heure ISO 8601 avec son fuseau (par exemple 2026-05-04T20:30:00Z)':
    'The end of busy mode must be an ISO 8601 date and time with its offset (for example 2026-05-04T20:30:00Z)',
  'La fin du mode affluence doit être dans le futur, dans les {hours} heures':
    'The end of busy mode must be in the future, within {hours} hours',
  'Les créneaux sont proposés pour aujourd’hui ou demain seulement':
    'Time slots are offered for today or tomorrow only',
  'Le restaurant est fermé en ce moment : choisissez un créneau pour plus tard':
    'The restaurant is closed right now: choose a time slot for later',
  'Ce créneau est déjà passé': 'This time slot has already passed',
  'Choisissez un créneau de {minutes} minutes (par exemple 12:00, 12:15, 12:30)':
    'Choose a {minutes}-minute time slot (for example 12:00, 12:15, 12:30)',
  'Les commandes pour plus tard sont possibles pour aujourd’hui ou demain seulement':
    'Orders for later can be placed for today or tomorrow only',
  'Ce créneau est trop proche : choisissez-en un dans {minutes} minutes au moins':
    'This time slot is too soon: choose one at least {minutes} minutes from now',
  'Le restaurant ne peut pas préparer la commande pour ce créneau : il est fermé à ces heures':
    'The restaurant cannot prepare the order for this time slot: it is closed at that time',

  // --- Dish options -----------------------------------------------------------------------------
  'Un plat a au plus {max} groupes d’options': 'A dish has at most {max} option groups',
  'Le nom du groupe d’options est obligatoire': 'The option group name is required',
  'Le nom d’un groupe d’options ne doit pas dépasser {max} caractères':
    'An option group name must be at most {max} characters long',
  'Deux groupes d’options s’appellent « {group} »': 'Two option groups are called “{group}”',
  'Le nom de l’option est obligatoire': 'The option name is required',
  'Le nom d’une option ne doit pas dépasser {max} caractères': 'An option name must be at most {max} characters long',
  'Le supplément d’une option doit être compris entre 0 et {max} €, au centime près':
    'The extra charge of an option must be between €0 and €{max}, to the cent',
  'Le minimum d’un groupe d’options doit être un nombre entier entre 0 et {max}':
    'The minimum of an option group must be a whole number between 0 and {max}',
  'Le maximum d’un groupe d’options doit être un nombre entier entre 1 et {max}':
    'The maximum of an option group must be a whole number between 1 and {max}',
  'Un groupe d’options contient au moins une option': 'An option group contains at least one option',
  'Un groupe a au plus {max} options': 'A group has at most {max} options',
  'Le groupe « {group} » contient deux fois l’option « {option} »':
    'The “{group}” group contains the option “{option}” twice',
  'Le groupe « {group} » : le minimum dépasse le maximum': 'The “{group}” group: the minimum is above the maximum',
  'Le groupe « {group} » : le maximum dépasse le nombre d’options ({count})':
    'The “{group}” group: the maximum is above the number of options ({count})',
  'L’option « {option} » n’existe pas pour le plat « {dish} »': 'The option “{option}” does not exist for “{dish}”',
  'L’option « {option} » du plat « {dish} » n’est plus disponible':
    'The option “{option}” of “{dish}” is no longer available',
  'L’option « {option} » est choisie plusieurs fois pour « {dish} »':
    'The option “{option}” is chosen more than once for “{dish}”',
  'Choisissez au moins {min} {options} « {group} » pour « {dish} »':
    'Choose at least {min} “{group}” {options} for “{dish}”',
  'Choisissez au plus {max} {options} « {group} » pour « {dish} »':
    'Choose at most {max} “{group}” {options} for “{dish}”',

  // --- Orders -------------------------------------------------------------------------------------
  'Votre panier est vide': 'Your cart is empty',
  'Veuillez entrer une adresse de livraison': 'Please enter a delivery address',
  'Une commande ne peut pas dépasser {max} lignes': 'An order cannot have more than {max} lines',
  'Ce restaurant est actuellement fermé': 'This restaurant is currently closed',
  'Ce restaurant n’accepte pas de commandes pour le moment': 'This restaurant is not taking orders right now',
  'Plat non trouvé : {id}': 'Dish not found: {id}',
  'Le plat « {dish} » n’appartient pas à ce restaurant': '“{dish}” is not on this restaurant’s menu',
  'Le plat « {dish} » n’est plus disponible': '“{dish}” is no longer available',
  'La quantité du plat « {dish} » ne peut pas dépasser {max}': 'You cannot order more than {max} of “{dish}”',
  'Le minimum de commande est de {€amount}': 'The minimum order is {€amount}',
  'L’heure choisie pour la commande n’est pas valide': 'The time chosen for the order is not valid',
  'Commande non trouvée': 'Order not found',
  'Transition de statut invalide': 'Invalid status change',
  'Paiement en attente': 'Payment pending',
  'Cette commande ne peut plus être annulée': 'This order can no longer be cancelled',
  'Seule une commande en attente peut être acceptée ou refusée': 'Only a pending order can be accepted or refused',
  'Seule une commande confirmée ou prête peut être retardée': 'Only a confirmed or ready order can be delayed',
  'La commande n’est pas encore payée': 'The order has not been paid yet',
  "La commande n'est pas encore prête": 'The order is not ready yet',
  'Le temps de préparation doit être compris entre {min} et {max} minutes':
    'The preparation time must be between {min} and {max} minutes',
  'Précisez la raison du refus': 'Please give the reason for refusing',
  'Le message ne doit pas dépasser {max} caractères': 'The message must be at most {max} characters long',
  'Le retard doit être de {minutes} minutes': 'The delay must be {minutes} minutes',

  // --- Deliveries ---------------------------------------------------------------------------------
  'Livraison non trouvée': 'Delivery not found',
  'Livraison déjà acceptée': 'Delivery already accepted',
  'Vous avez déjà une livraison en cours': 'You already have a delivery in progress',
  'Ce livreur a déjà une livraison en cours': 'This courier already has a delivery in progress',
  'Cette livraison a été annulée': 'This delivery has been cancelled',
  'Cette livraison n’est pas encore disponible': 'This delivery is not available yet',
  'La livraison n’a pas encore été acceptée par un livreur': 'No courier has accepted the delivery yet',
  'La livraison n’est pas en cours': 'The delivery is not in progress',
  'Vous ne pouvez consulter que vos propres livraisons': 'You can only view your own deliveries',
  'Vous ne pouvez accepter une livraison que pour vous-même': 'You can only accept a delivery for yourself',
  'Le paramètre « livreur_id » est obligatoire pour un administrateur':
    'The “livreur_id” parameter is required for an administrator',
  'Livreur non trouvé': 'Courier not found',
  'Ce livreur ne peut pas accepter de livraison (compte inactif ou non validé)':
    'This courier cannot accept deliveries (account inactive or not approved)',
  'Code de livraison incorrect': 'Incorrect delivery code',
  'Trop de codes incorrects : la livraison est bloquée, contactez le support':
    'Too many incorrect codes: the delivery is locked, please contact support',
  'Saisissez les {digits} chiffres du code donné par le client': 'Enter the {digits}-digit code the customer gives you',
  'Trop de connexions en direct ouvertes pour ce compte': 'Too many live connections open for this account',

  // --- Payments -----------------------------------------------------------------------------------
  'Paiement introuvable': 'Payment not found',
  'Cette commande se règle en espèces à la livraison': 'This order is paid in cash on delivery',
  'Cette commande est déjà payée': 'This order has already been paid',
  'Cette commande a été remboursée': 'This order has been refunded',
  'Cette commande a été annulée': 'This order has been cancelled',
  'Cette commande ne peut plus être payée': 'This order can no longer be paid',
  'Aucun paiement n’a été initié pour cette commande': 'No payment has been started for this order',
  'Le paiement n’a pas encore abouti': 'The payment has not gone through yet',
  'Le paiement a échoué : {~reason}': 'The payment failed: {~reason}',
  'Votre carte a été refusée.': 'Your card was declined.',
  'Le montant payé ne correspond pas au total de la commande': 'The amount paid does not match the order total',
  'Cette commande a été annulée : le paiement est remboursé': 'This order has been cancelled: the payment is refunded',
  'Ce paiement a été annulé': 'This payment has been cancelled',
  'Ce paiement a déjà été effectué': 'This payment has already been made',
  'Ce paiement a été créé avec un autre prestataire de paiement':
    'This payment was created with another payment provider',
  'Le service de paiement est momentanément indisponible. Réessayez dans quelques instants.':
    'The payment service is temporarily unavailable. Please try again in a moment.',
  'Le prestataire de paiement a refusé la demande. Réessayez plus tard ou choisissez le paiement en espèces.':
    'The payment provider declined the request. Please try again later or choose to pay in cash.',
  'Le montant à rembourser doit être un nombre entier de centimes, positif':
    'The amount to refund must be a positive whole number of cents',
  'Le remboursement n’a pas pu être effectué : réessayez plus tard ou remboursez le client manuellement':
    'The refund could not be made: try again later or refund the customer manually',
  'Veuillez entrer le numéro de carte': 'Please enter the card number',
  'Numéro de carte invalide': 'Invalid card number',
  'Veuillez entrer la date d’expiration': 'Please enter the expiry date',
  'Date d’expiration invalide': 'Invalid expiry date',
  'Date d’expiration invalide (MM/AA)': 'Invalid expiry date (MM/YY)',
  'La date d’expiration de la carte est dépassée': 'The card has expired',
  'Le code de sécurité (CVC) doit contenir 3 ou 4 chiffres': 'The security code (CVC) must have 3 or 4 digits',
  'Carte inconnue en mode TEST : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée)':
    'Unknown card in TEST mode: use 4242 4242 4242 4242 (payment accepted) or 4000 0000 0000 0002 (card declined)',
  'En-tête Stripe-Signature manquant': 'Missing Stripe-Signature header',
  'Signature Stripe invalide': 'Invalid Stripe signature',
  'Signature Stripe expirée (horodatage hors tolérance)': 'Expired Stripe signature (timestamp outside the tolerance)',
  'Événement Stripe illisible': 'Unreadable Stripe event',

  // --- Money: tips, promo codes, refunds, settings, statements -------------------------------------
  'Le pourboire doit être un montant de 0 à {€max}, au centime près':
    'The tip must be an amount from €0 to {€max}, to the cent',
  'Le pourboire va au livreur : une commande à emporter n’en a pas':
    'Tips go to the courier: a takeaway order does not have one',
  'Le paiement par carte demande un total d’au moins {€min} : choisissez les espèces':
    'Card payment needs a total of at least {€min}: choose cash instead',
  'Le montant doit être un nombre positif, au centime près': 'The amount must be a positive number, to the cent',
  '{@what} doit être compris entre {min} et {max}': '{@what} must be between {min} and {max}',
  'Le taux de commission': 'The commission rate',
  'La base de la rémunération': 'The base pay',
  'La rémunération par km': 'The pay per km',
  'La rémunération minimale': 'The minimum pay',
  'Les frais de livraison': 'The delivery fee',
  'La TVA sur les plats': 'The VAT on food',
  'La TVA sur la livraison': 'The VAT on delivery',
  'Le minimum de commande': 'The minimum order',
  'Le délai d’acceptation': 'The acceptance time limit',
  'Le délai de paiement': 'The payment time limit',
  'Le délai d’alerte livreur': 'The courier alert time limit',
  'Le code doit faire 3 à 20 caractères : lettres, chiffres, « - » ou « _ »':
    'The code must be 3 to 20 characters: letters, digits, “-” or “_”',
  'Le type de réduction doit être « percent », « fixed » ou « free_delivery »':
    'The discount type must be “percent”, “fixed” or “free_delivery”',
  'La réduction doit être un pourcentage entier de {min} à {max}':
    'The discount must be a whole percentage from {min} to {max}',
  'Le montant de la réduction doit être de {€min} à {€max}': 'The discount amount must be from {€min} to {€max}',
  'Une livraison offerte n’a pas de montant : envoyez 0': 'Free delivery has no amount: send 0',
  'La date de début n’est pas valide': 'The start date is not valid',
  'La date de fin n’est pas valide': 'The end date is not valid',
  'La fin de validité doit être après le début': 'The end date must be after the start date',
  'Le nombre d’utilisations doit être un entier de {min} à {max}':
    'The number of uses must be a whole number from {min} to {max}',
  'Le nombre d’utilisations par client doit être un entier de {min} à {max}':
    'The number of uses per customer must be a whole number from {min} to {max}',
  'Ce code existe déjà': 'This code already exists',
  'Code promo inconnu': 'Unknown promo code',
  'Ce code promo n’existe pas': 'This promo code does not exist',
  'Ce code promo n’est plus actif': 'This promo code is no longer active',
  'Ce code promo n’est pas encore valable': 'This promo code is not valid yet',
  'Ce code promo a expiré': 'This promo code has expired',
  'Ce code promo n’est pas valable dans ce restaurant': 'This promo code is not valid at this restaurant',
  'Ce code promo demande au moins {€amount} de plats': 'This promo code needs at least {€amount} of food',
  'Ce code promo a atteint son nombre d’utilisations': 'This promo code has reached its number of uses',
  'Vous avez déjà utilisé ce code promo autant de fois que permis':
    'You have already used this promo code as many times as allowed',
  'Ce code promo est réservé à une première commande': 'This promo code is for a first order only',
  'Ce code offre la livraison : il ne s’applique pas à une commande à emporter':
    'This code offers free delivery: it does not apply to a takeaway order',
  'Indiquez le motif du remboursement': 'Please give the reason for the refund',
  'Le motif ne doit pas dépasser {max} caractères': 'The reason must be at most {max} characters long',
  'Seule une commande livrée peut être remboursée par le restaurant':
    'Only a delivered order can be refunded by the restaurant',
  'Le remboursement est possible pendant {hours} heures après la livraison':
    'A refund is possible for {hours} hours after delivery',
  'Une commande réglée en espèces ne se rembourse pas en ligne': 'An order paid in cash cannot be refunded online',
  'Le remboursement dépasse ce qui reste à rembourser sur cette commande ({€left})':
    'The refund is more than what is left to refund on this order ({€left})',
  'La période doit être donnée par deux dates AAAA-MM-JJ, la fin après le début':
    'The period must be given as two YYYY-MM-DD dates, the end after the start',
  'La période ne peut pas dépasser {days} jours': 'The period cannot be longer than {days} days',
  'Le reçu est disponible une fois la commande livrée ou récupérée':
    'The receipt is available once the order has been delivered or collected',

  // --- Reviews ------------------------------------------------------------------------------------
  'La note doit être un nombre entier de {min} à {max}': 'The rating must be a whole number from {min} to {max}',
  'Le commentaire ne doit pas dépasser {max} caractères': 'The comment must be at most {max} characters long',
  'L’avis sur le livreur doit être « up » ou « down »': 'The courier rating must be “up” or “down”',
  'La réponse ne peut pas être vide': 'The reply cannot be empty',
  'La réponse ne doit pas dépasser {max} caractères': 'The reply must be at most {max} characters long',
  'Le motif du masquage est obligatoire': 'A reason for hiding the review is required',
  'Le motif du masquage ne doit pas dépasser {max} caractères':
    'The reason for hiding the review must be at most {max} characters long',
  'Avis non trouvé': 'Review not found',
  'Aucun avis pour cette commande': 'There is no review for this order',
  'Vous pourrez donner votre avis une fois la commande livrée ou récupérée':
    'You can review the order once it has been delivered or collected',
  'Vous avez déjà donné votre avis sur cette commande': 'You have already reviewed this order',
  'Cette commande n’a pas été livrée par un livreur : pas d’avis sur le livreur':
    'This order was not delivered by a courier: there is no courier to rate',
  'Un avis ne peut être modifié que pendant {days} jours': 'A review can only be edited for {days} days',
  'Cet avis a été masqué par la modération : il ne peut plus être modifié':
    'This review was hidden by moderation: it can no longer be edited',
  'Vous avez déjà répondu à cet avis': 'You have already replied to this review',

  // --- Web Push -----------------------------------------------------------------------------------
  'Le champ « endpoint » doit être l’URL https d’un service de notifications push':
    'The “endpoint” field must be the https URL of a push notification service',
  'Le champ « endpoint » doit contenir au plus 2000 caractères':
    'The “endpoint” field must be at most 2000 characters long',
  'Le champ « keys.p256dh » doit être une clé publique P-256 (65 octets en base64url)':
    'The “keys.p256dh” field must be a P-256 public key (65 bytes in base64url)',
  'Le champ « keys.auth » doit être un secret de 16 octets en base64url':
    'The “keys.auth” field must be a 16-byte secret in base64url',
};
