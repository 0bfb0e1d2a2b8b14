import { createGlobalStyle } from 'styled-components';

/**
 * While an invoice is on screen, printing shows the invoice alone: the shell's header, footer and
 * navigation bars, the account navigation and the page's buttons (data-print="hide") are left out.
 */
export const InvoicePrintStyles = createGlobalStyle`
  @media print {
    @page {
      margin: 14mm;
    }
    html,
    body {
      background: #ffffff !important;
    }
    header,
    footer,
    nav,
    [data-print='hide'] {
      display: none !important;
    }
    main {
      padding: 0 !important;
    }
    [data-print='sheet'] {
      border: 0 !important;
      box-shadow: none !important;
      padding: 0 !important;
    }
    [data-print='sheet'] section,
    [data-print='sheet'] tr {
      break-inside: avoid;
    }
    a {
      color: inherit !important;
      text-decoration: none !important;
    }
  }
`;
