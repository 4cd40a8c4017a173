/** The header cells' texts: sortable headers take the button role, so they are read from the table head. */
export const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());
