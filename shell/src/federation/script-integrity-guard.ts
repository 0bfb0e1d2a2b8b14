import { IntegrityError, sriOf, type RemoteIntegrity } from './remote-integrity';

/**
 * A remote's chunks are loaded by the remote's own webpack runtime (`__webpack_require__.l`), which creates the
 * `<script>` and appends it to `document.head` without any federation runtime hook. The shell owns the page, so it
 * annotates every script (and preload link) appended there that belongs to a checked remote version before the
 * browser fetches it: `integrity` from the verified manifest and `crossorigin`, so the browser's SRI check refuses
 * other bytes. A file of a checked version that its manifest does not name is not inserted at all: its loader sees
 * an `error` event. Anything else on the page (the shell's own scripts, a tag manager) is left alone.
 */
export function installScriptIntegrityGuard(integrity: RemoteIntegrity, report: (error: IntegrityError) => void, head: HTMLHeadElement = document.head): () => void {
  const appendChild = head.appendChild;
  const insertBefore = head.insertBefore;

  /** False when the element must not be inserted. */
  function annotate(node: Node): boolean {
    const url = node instanceof HTMLScriptElement ? node.src : node instanceof HTMLLinkElement && /\b(preload|modulepreload|stylesheet)\b/.test(node.rel) ? node.href : '';
    if (!url) return true;
    const verdict = integrity.verdict(url);
    if (verdict.kind === 'unchecked') return true;
    if (verdict.kind === 'refuse') {
      report(new IntegrityError(verdict.remote, verdict.version, verdict.file, verdict.reason));
      setTimeout(() => node.dispatchEvent(new Event('error')));
      return false;
    }
    const element = node as HTMLScriptElement | HTMLLinkElement;
    element.setAttribute('integrity', verdict.sri);
    element.setAttribute('crossorigin', 'anonymous');
    element.addEventListener('error', () => void explain(url, verdict.sri, verdict.remote, verdict.version, verdict.file), { once: true });
    return true;
  }

  /** The browser refused or could not fetch the file: say which, with the remote, version and file. */
  async function explain(url: string, expected: string, remote: string, version: string, file: string) {
    try {
      const response = await fetch(url);
      if (!response.ok) {
        report(new IntegrityError(remote, version, file, `it could not be fetched (HTTP ${response.status})`));
        return;
      }
      const actual = await sriOf(await response.arrayBuffer());
      report(new IntegrityError(remote, version, file, actual === expected ? 'it could not be loaded' : `its sha384 is ${actual}, its manifest names ${expected}`));
    } catch {
      report(new IntegrityError(remote, version, file, 'it could not be fetched'));
    }
  }

  head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
    return annotate(node) ? (appendChild.call(this, node) as T) : node;
  };
  head.insertBefore = function <T extends Node>(this: HTMLHeadElement, node: T, child: Node | null): T {
    return annotate(node) ? (insertBefore.call(this, node, child) as T) : node;
  };
  return () => {
    head.appendChild = appendChild;
    head.insertBefore = insertBefore;
  };
}
