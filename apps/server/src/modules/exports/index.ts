/** CSV exports for operators, read from the modules that own the rows. */
export { exportsRoutes } from './exports-routes.js';
export { toCsv, type CsvCell } from './csv.js';
