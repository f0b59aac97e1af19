// The catalogue's compiler is shared with the fronts (they translate the rules' messages they show):
// one module, in the shared rules.
export { compileCatalogue, englishQuotes, type Catalogue, type Messages } from '@teranga/shared-ui/rules';
