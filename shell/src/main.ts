import '@storefront/ui/fonts.css';
import { mountShell } from './app/mount';

const root = document.getElementById('root');
if (root) void mountShell(root);
