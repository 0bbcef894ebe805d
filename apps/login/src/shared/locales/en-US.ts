// The login namespace in en-US: the keys every other locale translates (other English locales fall
// back to these: en-GB, en-AU and en-NZ say the same).

const login = {
  /** Link to the account area's login form. */
  signIn: 'Sign in',
  /** Signed-in greeting with the customer's first name. */
  greeting: 'Hi, {{firstName}}',
  /** Link to the account area when signed in. */
  account: 'My account',
};

/** The login namespace's shape. */
export type LoginStrings = typeof login;

export default login;
