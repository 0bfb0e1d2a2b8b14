/**
 * Translation hooks for apps, from the one react-i18next the platform ships (tree-shaken: the parts below,
 * not the whole library shared over federation). Each app registers its namespaces with
 * `registerNamespace` and reads them with `useTranslation('<namespace>')`.
 */
export { useTranslation, I18nextProvider } from 'react-i18next';
export type { TFunction } from 'i18next';
