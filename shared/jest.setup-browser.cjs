require('@testing-library/jest-dom');

// The first render of a lazy page compiles its modules: on a busy two-core machine that alone can take more than
// Testing Library's default second, so findBy*/waitFor wait up to five before they fail.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// jsdom has no modal dialogs yet (HTMLDialogElement without showModal): a stand-in with what the browser does and
// the tests rely on. It opens and closes the element, moves focus inside the way the browser does (an autofocus
// control, else the first control), and turns Escape into a cancellable 'cancel' event on the top dialog.
if (typeof window !== 'undefined' && window.HTMLDialogElement && !window.HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modals = [];
  const proto = window.HTMLDialogElement.prototype;
  proto.showModal = function showModal() {
    if (this.open) throw new window.DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this;
    target.focus();
  };
  proto.show = function show() {
    this.setAttribute('open', '');
  };
  proto.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(new window.Event('close'));
  };
  window.document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new window.Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
