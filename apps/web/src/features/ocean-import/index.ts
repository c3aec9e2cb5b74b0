export { ImportButton } from './components/import-button';
export { ImportDialog } from './components/import-dialog';
