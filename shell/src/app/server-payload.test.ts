import { readServerPayload, serializePayload, SERVER_PAYLOAD_ID, type ServerPayload } from './server-payload';

const payload: ServerPayload = { locale: 'en', registry: [], modules: ['mfe_domains/routes'], state: { config: null, api: { note: '</script><script>alert(1)</script>\u2028' } } };

describe('the server payload', () => {
  it('cannot close its script element, and reads back as written', () => {
    const text = serializePayload(payload);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    document.body.innerHTML = `<script type="application/json" id="${SERVER_PAYLOAD_ID}">${text}</script>`;
    expect(readServerPayload()).toEqual(payload);
  });

  it('is null on a page the browser renders, or when unreadable', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerPayload()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_PAYLOAD_ID}">{not json</script>`;
    expect(readServerPayload()).toBeNull();
  });
});
