import { defineWords } from '@storefront/platform';

/** The words of a cloud server's use on its page (CloudServerMetrics), English and Khmer side by side. */
export const METRICS_NS = defineWords('account-cloud-server-metrics', {
  en: {
    title: 'Use in the last 24 hours',
    loadFailed: "The server's figures could not be loaded. Try again in a moment.",
    notRunning: 'Figures appear here once the server is running.',
    cpu: 'CPU',
    cpuValue: '{{now}}% now · average {{average}}% · peak {{peak}}%',
    ram: 'RAM',
    ramValue: '{{used}} of {{total}} GB in use',
    disk: 'Disk',
    diskValue: '{{used}} of {{total}} GB used',
    traffic_one: 'Traffic in the last hour: {{in}} GB in, {{out}} GB out',
    traffic_other: 'Traffic in the last {{count}} hours: {{in}} GB in, {{out}} GB out',
  },
  km: {
    title: 'ការប្រើ⁠ប្រាស់ក្នុងរយៈ⁠ពេល ២៤ ម៉ោងចុងក្រោយ',
    loadFailed: 'មិនអាចផ្ទុកតួលេខរបស់ម៉ាស៊ីនមេបានទេ។ សូមព្យាយាមម្តងទៀតបន្តិចទៀត។',
    notRunning: 'តួលេខនឹងបង្ហាញនៅទីនេះ នៅពេលម៉ាស៊ីនមេកំពុងដំណើរ⁠ការ។',
    cpu: 'CPU',
    cpuValue: '{{now}}% ឥឡូវនេះ · មធ្យម {{average}}% · ខ្ពស់បំផុត {{peak}}%',
    ram: 'RAM',
    ramValue: 'កំពុងប្រើ {{used}} នៃ {{total}} GB',
    disk: 'ថាស',
    diskValue: 'បានប្រើ {{used}} នៃ {{total}} GB',
    traffic_other: 'ចរាចរណ៍ក្នុងរយៈ⁠ពេល {{count}} ម៉ោងចុងក្រោយ៖ ចូល {{in}} GB ចេញ {{out}} GB',
  },
});
