import { defineWords } from '@storefront/platform';

/** The words of the console's one search box and its results (StaffSearchBox, SearchPage), English and Khmer. */
export const SEARCH_NS = defineWords('staff-search', {
  en: {
    label: 'Search the console',
    placeholder: 'Customer, phone, order, invoice, domain, server or IP',
    button: 'Search',
    title: 'Results for “{{q}}”',
    tooShort: 'Type at least 2 characters.',
    nothing: 'Nothing matches “{{q}}”.',
    more: 'Showing at most 5 of each: the lists hold the rest.',
    customers: 'Customers',
    orders: 'Orders',
    domains: 'Domains',
    services: 'Services',
    allCustomers: 'Every customer matching',
    allOrders: 'Every order matching',
    expires: 'expires {{date}}',
    of: 'of {{email}}',
  },
  km: {
    label: 'ស្វែងរកក្នុងផ្ទាំងគ្រប់⁠គ្រង',
    placeholder: 'អតិថិជន ទូរស័ព្ទ ការបញ្ជាទិញ វិក្កយបត្រ ដែន ម៉ាស៊ីនមេ ឬ IP',
    button: 'ស្វែងរក',
    title: 'លទ្ធផលសម្រាប់ “{{q}}”',
    tooShort: 'សូមវាយយ៉ាងតិច ២ តួអក្សរ។',
    nothing: 'គ្មានអ្វីត្រូវនឹង “{{q}}” ទេ។',
    more: 'បង្ហាញយ៉ាងច្រើន ៥ នៃប្រភេទនីមួយៗ៖ បញ្ជីមានលទ្ធផលដែលនៅសល់។',
    customers: 'អតិថិជន',
    orders: 'ការបញ្ជាទិញ',
    domains: 'ដែន',
    services: 'សេវា',
    allCustomers: 'អតិថិជនទាំងអស់ដែលត្រូវគ្នា',
    allOrders: 'ការបញ្ជាទិញទាំងអស់ដែលត្រូវគ្នា',
    expires: 'ផុត⁠កំណត់ {{date}}',
    of: 'របស់ {{email}}',
  },
});
