// What every end-to-end suite shares (see README.md).

export {
  callApi,
  invitationLinkFor,
  mailLinkFor,
  signInByApi,
  signUpByApi,
} from './customers.ts';
export { expect, type RepoTestOptions, test, useInitialStorage } from './fixtures.ts';
export { getPage, type HtmlPage, type HttpAnswer, httpGet, nameOf, one, textOf } from './http.ts';
export { type PayOnSandboxOptions, payOnSandbox, type TestCardName, testCards } from './payments.ts';
export { afterFrames, e2ePort, e2eServiceToken, siteUrl } from './sites.ts';
