import type { ShellCatalogue } from './fr';

export const shell: ShellCatalogue = {
  brand: {
    homeLink: 'Teranga, home',
  },
  home: {
    signIn: 'Sign in',
    tagline: 'The flavours of Africa and the Caribbean, delivered to your door',
    lead: 'Thieboudienne, attiéké, colombo… Order from the best African and Caribbean restaurants in your city.',
    cta: 'Order now',
    whyTitle: 'Why Teranga?',
    features: {
      authentic: {
        title: 'Authentic restaurants',
        text: 'African and Caribbean cooking by chefs who have made it their story.',
      },
      fast: {
        title: 'Fast delivery',
        text: 'Your dishes arrive hot, in 30–40 minutes, right at your door.',
      },
      quality: {
        title: 'Quality guaranteed',
        text: 'Hand-picked restaurants and fresh produce, checked with every order.',
      },
    },
    cuisinesTitle: 'Popular cuisines',
    cuisines: {
      senegalese: { name: 'Senegalese', dishes: 'Thieboudienne, yassa, mafé' },
      ivorian: { name: 'Ivorian', dishes: 'Attiéké, alloco, garba' },
      caribbean: { name: 'Caribbean', dishes: 'Jerk chicken, rice and peas' },
      antillean: { name: 'French Caribbean', dishes: 'Colombo, accras, bokit' },
    },
    footer: '© 2025 Teranga. All rights reserved.',
  },
  login: {
    asideText: 'African and Caribbean hospitality, from the restaurant to your table.',
    title: 'Welcome to Teranga',
    subtitle: 'Sign in or create an account to order.',
    tabsLabel: 'Sign in or sign up',
    signInTab: 'Sign in',
    signUpTab: 'Sign up',
    signInSubmit: 'Sign in',
    signInPending: 'Signing in...',
    signUpSubmit: 'Create my account',
    signUpPending: 'Signing up...',
    forgotLink: 'Forgot your password?',
    signInSuccess: 'Signed in!',
    signInError: 'Sign-in failed',
    signUpSuccess: 'Account created!',
    signUpError: 'Sign-up failed',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    name: 'Full name',
    phone: 'Phone',
    address: 'Address',
    optional: '(optional)',
    role: 'Account type',
    nameRequired: 'Please enter your full name',
    passwordHint: 'At least {{count}} characters',
  },
  account: {
    linksLabel: 'Account links',
    backToSignIn: 'Back to sign-in',
    signIn: 'Sign in',
    goToArea: 'Go to my area',
    unreachable: 'The server could not be reached. Check your connection, then try again.',
  },
  forgotPassword: {
    title: 'Forgotten password',
    intro:
      'Enter the email address of your account: you will receive a link to choose a new password, valid for {{minutes}} minutes.',
    submit: 'Send the link',
    pending: 'Sending...',
    failed: 'The request could not be sent. Please try again in a moment.',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Once the password is changed, all your devices are signed out: then sign in with the new one.',
    password: 'New password',
    confirmation: 'Confirm the new password',
    submit: 'Change the password',
    pending: 'Saving...',
    failed: 'The password could not be changed. Please try again in a moment.',
    doneTitle: 'Password changed',
    invalidTitle: 'Invalid reset link',
    askAgain: 'Ask for a new link',
  },
  verifyEmail: {
    title: 'Verifying your email address',
    pending: 'Verifying your address...',
    whatNext: 'To receive a new link, choose “Resend the link” in your area once signed in.',
  },
  confirmEmail: {
    title: 'Confirming your new email address',
    pending: 'Confirming your new address...',
    whatNext: 'Your account keeps its current address. To change it, make the request again from your profile.',
  },
  remote: {
    loading: 'Loading the area…',
    unavailableTitle: 'This area is temporarily unavailable',
    version:
      'This area was published for another version of the Teranga shared library than this page’s: it was not loaded, so as not to misbehave. Reload the page; if the message persists, the area or the site must be redeployed. The rest of the site is still available.',
    network:
      'We could not load this part of Teranga. Check your connection, then try again; the rest of the site is still available.',
    home: 'Back to the home page',
  },
};
