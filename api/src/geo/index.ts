export { COUNTRIES, COUNTRY_BY_CODE } from './countries';
export { REGIONS, regionsOf } from './regions';
