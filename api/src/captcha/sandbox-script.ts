/**
 * The sandbox's stand-in for https://www.google.com/recaptcha/api.js: the part of `window.grecaptcha` the
 * shell uses — ready, render (version 2: an "I'm not a robot" checkbox), execute (version 3), getResponse,
 * reset — with tokens minted by POST /sandbox-captcha/token. Query parameters as Google's: `render`
 * (a site key: version 3 and its badge; `explicit`: version 2 widgets rendered by the page), `hl` (en, km),
 * `onload` (a global function called when ready).
 *
 * Sandbox only: `localStorage['sandbox-captcha-score'] = '0.1'` makes version 3 tokens score 0.1, to try
 * how the storefront treats a likely bot.
 */
export const SANDBOX_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.__sandbox) return;
  var script = document.currentScript;
  var src = new URL(script ? script.src : '/sandbox-captcha/api.js', location.href);
  var tokenUrl = new URL('token', src).toString();
  var renderParam = src.searchParams.get('render') || 'onload';
  var hl = src.searchParams.get('hl') === 'km' ? 'km' : 'en';
  var TEXT = {
    en: { robot: "I'm not a robot", checking: 'Checking…', expired: 'Verification expired. Check the checkbox again.', failed: 'Could not verify. Try again.', sandbox: 'Sandbox captcha', notForProduction: 'not for production' },
    km: { robot: 'ខ្ញុំមិនមែនជារ៉ូបូតទេ', checking: 'កំពុងពិនិត្យ…', expired: 'ការផ្ទៀង⁠ផ្ទាត់បានផុត⁠កំណត់។ សូមធីកប្រអប់ម្តងទៀត។', failed: 'មិនអាចផ្ទៀង⁠ផ្ទាត់បានទេ។ សូមព្យាយាមម្តងទៀត។', sandbox: 'Captcha សាកល្បង', notForProduction: 'មិនសម្រាប់ផលិតកម្មទេ' }
  }[hl];
  var TOKEN_TTL_MS = 120000;
  var widgets = [];
  var readyQueue = [];
  var isReady = false;

  function mint(siteKey, action) {
    var body = { siteKey: siteKey };
    if (action) body.action = action;
    var wanted = null;
    try { wanted = window.localStorage.getItem('sandbox-captcha-score'); } catch (e) { wanted = null; }
    if (action && wanted !== null && wanted !== '' && !isNaN(Number(wanted))) body.score = Number(wanted);
    return fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
      .then(function (response) {
        return response.json().then(function (data) {
          if (!response.ok || !data.token) throw new Error('sandbox captcha: ' + (data.message || response.status));
          return data.token;
        });
      });
  }

  function call(callback, value) {
    if (typeof callback === 'string') callback = window[callback];
    if (typeof callback === 'function') callback(value);
  }

  function widgetOf(id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error('Invalid sandbox captcha widget id: ' + id);
    return widget;
  }

  function el(tag, css, text) {
    var node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }

  function render(container, params) {
    var parent = typeof container === 'string' ? document.getElementById(container) : container;
    if (!parent) throw new Error('sandbox captcha: no container to render into');
    params = params || {};
    if (!params.sitekey) throw new Error('sandbox captcha: missing sitekey');
    var id = widgets.length;
    var box = el('div', 'display:inline-flex;align-items:center;justify-content:space-between;gap:12px;width:302px;max-width:100%;height:76px;padding:0 12px;box-sizing:border-box;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;box-shadow:0 0 4px 1px rgba(0,0,0,.08);font:14px/1.3 Roboto,system-ui,sans-serif;color:#000');
    box.className = 'grecaptcha-sandbox';
    var label = el('label', 'display:flex;align-items:center;gap:12px;cursor:pointer');
    var input = el('input', 'width:24px;height:24px;margin:0;cursor:pointer;accent-color:#009e55');
    input.type = 'checkbox';
    input.id = 'sandbox-captcha-' + id;
    var caption = el('span', '', TEXT.robot);
    label.appendChild(input);
    label.appendChild(caption);
    var brand = el('div', 'display:flex;flex-direction:column;align-items:center;font-size:10px;color:#555;text-align:center;line-height:1.2');
    brand.appendChild(el('strong', 'font-size:11px;color:#1a73e8', TEXT.sandbox));
    brand.appendChild(el('span', '', TEXT.notForProduction));
    var status = el('div', 'font-size:12px;color:#c5221f;margin-top:4px');
    status.setAttribute('role', 'status');
    box.appendChild(label);
    box.appendChild(brand);
    var wrapper = el('div', '');
    wrapper.appendChild(box);
    wrapper.appendChild(status);
    parent.appendChild(wrapper);

    var widget = { response: '', timer: null, input: input, status: status, wrapper: wrapper, params: params };
    widgets[id] = widget;

    function expire() {
      widget.response = '';
      input.checked = false;
      input.disabled = false;
      status.textContent = TEXT.expired;
      call(params['expired-callback']);
    }

    input.addEventListener('change', function () {
      if (!input.checked) {
        input.checked = Boolean(widget.response);
        return;
      }
      input.disabled = true;
      status.textContent = '';
      caption.textContent = TEXT.checking;
      mint(params.sitekey, null).then(function (token) {
        widget.response = token;
        input.disabled = false;
        caption.textContent = TEXT.robot;
        clearTimeout(widget.timer);
        widget.timer = setTimeout(expire, TOKEN_TTL_MS);
        call(params.callback, token);
      }, function () {
        input.checked = false;
        input.disabled = false;
        caption.textContent = TEXT.robot;
        status.textContent = TEXT.failed;
        call(params['error-callback']);
      });
    });
    return id;
  }

  function reset(id) {
    var widget = widgetOf(id);
    clearTimeout(widget.timer);
    widget.response = '';
    widget.input.checked = false;
    widget.input.disabled = false;
    widget.status.textContent = '';
  }

  function getResponse(id) {
    return widgetOf(id).response;
  }

  function execute(siteKey, options) {
    var action = options && options.action;
    if (!siteKey || !action) return Promise.reject(new Error('sandbox captcha: execute needs a site key and { action }'));
    return mint(siteKey, action);
  }

  function ready(callback) {
    if (isReady) setTimeout(callback, 0);
    else readyQueue.push(callback);
  }

  function badge() {
    var node = el('div', 'position:fixed;right:14px;bottom:14px;z-index:2147483000;width:256px;height:60px;display:flex;align-items:center;gap:10px;padding:0 12px;box-sizing:border-box;background:#f9f9f9;border-radius:2px;box-shadow:0 0 5px grey;font:11px/1.3 Roboto,system-ui,sans-serif;color:#555');
    node.className = 'grecaptcha-badge';
    node.setAttribute('data-style', 'bottomright');
    node.appendChild(el('strong', 'font-size:12px;color:#1a73e8', TEXT.sandbox));
    node.appendChild(el('span', '', TEXT.notForProduction));
    document.body.appendChild(node);
  }

  window.grecaptcha = { __sandbox: true, ready: ready, render: render, execute: execute, getResponse: getResponse, reset: reset };

  function start() {
    if (renderParam !== 'explicit' && renderParam !== 'onload') badge();
    isReady = true;
    var queued = readyQueue.splice(0);
    for (var i = 0; i < queued.length; i += 1) queued[i]();
    var onload = src.searchParams.get('onload');
    if (onload) call(onload);
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
`;
