/** The product's name, as the app, its pages and the server's own pages (the test checkout) write it. */
export const PRODUCT_NAME = 'Datecraft';
