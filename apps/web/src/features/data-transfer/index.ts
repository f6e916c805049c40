export { YourDataSection } from './components/your-data-section';
export { useDataTransferJobOutcomes } from './lib/data-transfer-job-outcomes';
