/** What the WordPress configurator (features/wordpress) uses of the hosting configurator. */
export { domainProblem, initialState, toQuoteBody, type HostingConfigState } from './configure-state';
export { ConfiguratorLayout } from './components/HostingConfigurator';
export { DomainConnectionFields } from './components/DomainConnectionFields';
export { PlanFields } from './components/PlanFields';
export { QuoteSummary } from './components/QuoteSummary';
export { useAddHosting } from './use-add-hosting';
export { useEditedItem } from './use-edited-item';
