// The English of the API's and the shared rules' messages lives with the rules, so that the fronts
// translate the same messages the same way: shared-ui/src/rules/messages/en.ts.
export { EN_MESSAGES as EN } from '@teranga/shared-ui/rules';
