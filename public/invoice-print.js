// The tax invoice page's Print button (server/orders/invoice-page.ts): the page is plain HTML, and the CSP allows
// scripts of the shop's own origin only.
document.querySelector('[data-print-button]')?.addEventListener('click', () => window.print())
