// SANDBOX bank-link widget: a built-in sandbox institution picker that stands in for an
// aggregator such as Plaid. Loaded on demand by /app/funding/link-bank through the
// ScriptLoader, as an aggregator's script would be; the screen talks to it only through
// src/features/funding/bank-link-widget.ts, so a real aggregator's script can replace this file.
// No bank is contacted: the user picks one of the sandbox institutions the API lists, and the
// screen then asks the server to link it (POST /api/v1/funding/bank_accounts/instant_link).
//
// A plain script (no build step, no inline code: the CSP allows same-origin scripts only). Its
// dialog follows the WAI-ARIA dialog pattern: labelled, focus moves in and cannot Tab out, Escape
// closes, focus returns to where it was. Colours are the app theme's CSS variables.
(function () {
  'use strict';

  var FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';
  var current = null;

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  }

  function button(text, primary) {
    var node = el('button', {
      display: 'block',
      width: '100%',
      minHeight: '44px',
      margin: '0 0 8px',
      padding: '10px 16px',
      borderRadius: '10px',
      border: '1px solid var(--colors-border)',
      background: primary ? 'var(--colors-appBackground)' : 'transparent',
      color: 'var(--colors-text)',
      font: 'inherit',
      fontWeight: '600',
      textAlign: primary ? 'left' : 'center',
      cursor: 'pointer',
    });
    node.type = 'button';
    node.textContent = text;
    node.addEventListener('focus', function () {
      node.style.outline = '2px solid var(--colors-focus)';
      node.style.outlineOffset = '2px';
    });
    node.addEventListener('blur', function () {
      node.style.outline = 'none';
    });
    return node;
  }

  function open(options) {
    if (current) current.close();
    var institutions = options.institutions || [];
    var opener = document.activeElement;
    var root = el('div', { position: 'fixed', inset: '0', zIndex: '2000' });
    root.setAttribute('data-sandbox-bank-link', '');
    var overlay = el('div', {
      position: 'absolute',
      inset: '0',
      background: 'var(--colors-overlay)',
      opacity: '0.6',
    });
    var dialog = el('div', {
      position: 'absolute',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100% - 32px)',
      maxWidth: '420px',
      maxHeight: 'calc(100% - 32px)',
      overflowY: 'auto',
      boxSizing: 'border-box',
      padding: '24px',
      borderRadius: '16px',
      border: '1px solid var(--colors-border)',
      background: 'var(--colors-component)',
      color: 'var(--colors-text)',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sandbox-bank-link-title');
    dialog.setAttribute('aria-describedby', 'sandbox-bank-link-note');
    dialog.tabIndex = -1;

    var title = el('h2', { margin: '0 0 8px', fontSize: '20px' }, 'Choose your bank (sandbox)');
    title.id = 'sandbox-bank-link-title';
    var note = el(
      'p',
      { margin: '0 0 16px', color: 'var(--colors-textMuted)', fontSize: '14px' },
      'Sandbox bank link: no real bank is contacted and no sign-in is asked for. ' +
        'Pick an institution to link a made-up checking account.',
    );
    note.id = 'sandbox-bank-link-note';
    var list = el('ul', { listStyle: 'none', margin: '0 0 8px', padding: '0' });
    list.setAttribute('aria-label', 'Sandbox institutions');
    institutions.forEach(function (institution) {
      var item = el('li');
      var choose = button(institution.name, true);
      choose.addEventListener('click', function () {
        close();
        options.onSuccess(institution.id);
      });
      item.appendChild(choose);
      list.appendChild(item);
    });
    var cancel = button('Cancel', false);
    cancel.addEventListener('click', exit);

    dialog.append(title, note, list, cancel);
    root.append(overlay, dialog);
    overlay.addEventListener('click', exit);
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        exit();
        return;
      }
      if (event.key !== 'Tab') return;
      var items = Array.prototype.slice.call(dialog.querySelectorAll(FOCUSABLE));
      var first = items[0];
      var last = items[items.length - 1];
      if (!first) return event.preventDefault();
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === dialog)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });
    function keepFocus(event) {
      if (!dialog.contains(event.target)) dialog.focus();
    }
    document.addEventListener('focusin', keepFocus);
    document.body.appendChild(root);
    (dialog.querySelector(FOCUSABLE) || dialog).focus();

    function close() {
      if (!root.isConnected) return;
      document.removeEventListener('focusin', keepFocus);
      root.remove();
      current = null;
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    }
    function exit() {
      close();
      if (options.onExit) options.onExit();
    }
    current = { close: close };
    return current;
  }

  window.StockroomSandboxBankLink = { name: 'sandbox', open: open };
})();
