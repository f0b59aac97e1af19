// The card rules of the built-in test mode are shared with the checkout form:
// one definition in `@teranga/shared-ui/rules` (the server still re-checks every card).
export {
  CARD_MESSAGES,
  TEST_CARDS,
  expiryError,
  isValidCardNumber,
  isValidCvc,
  normalizeCardNumber,
} from '@teranga/shared-ui/rules';
