// The API's view of the markets: the country markets of @rental/markets (one source with the sites).
export {
  type CountryMarket as Market,
  DEFAULT_COUNTRY,
  getMarket,
  isSite,
  listMarkets,
  marketOfSite,
  siteDomains,
  siteIdOfHost,
  sites,
} from '@rental/markets';
