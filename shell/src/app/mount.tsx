import { createRoot } from 'react-dom/client';
import { App } from './App';

export function mountShell(element: HTMLElement): void {
  createRoot(element).render(<App />);
}
