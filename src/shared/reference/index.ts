// Reference lists shared by the server and the browser.
export * from './business-types';
export * from './states';
export * from './platforms';
export * from './topics';
