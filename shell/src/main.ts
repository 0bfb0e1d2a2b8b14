import '@storefront/ui/fonts.css';
import { keepEarlyClicks } from './app/early-clicks';
import { mountShell } from './app/mount';

// A tap on a button before the page is hydrated is pressed again once it is.
const early = keepEarlyClicks();
const root = document.getElementById('root');
if (root) void mountShell(root, early);
