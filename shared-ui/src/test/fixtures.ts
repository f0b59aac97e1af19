// The package's own tests use the same factories as every area's.
export { user as makeUser, loginResult as makeLoginResult } from '../mocks/factories';
