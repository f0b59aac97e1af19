/** Proof of delivery: the code the client gives the courier at the door (API and courier screens). */

export const DELIVERY_PIN_LENGTH = 4;
/** Wrong codes after which the delivery is locked: only an admin completes it then. */
export const MAX_PIN_ATTEMPTS = 5;
export const DELIVERY_PIN_PATTERN = new RegExp(`^\\d{${DELIVERY_PIN_LENGTH}}$`);

export const PIN_MESSAGES = {
  /** The API's 422. */
  wrong: 'Code de livraison incorrect',
  /** The API's 429, from `MAX_PIN_ATTEMPTS` wrong codes on. */
  locked: 'Trop de codes incorrects : la livraison est bloquée, contactez le support',
  /** The courier's form, before anything is sent. */
  format: `Saisissez les ${DELIVERY_PIN_LENGTH} chiffres du code donné par le client`,
} as const;
