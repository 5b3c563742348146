/** The money-flow page (SPEC 2.4 content type 'money-flow'), rendered by the explore routes for /<category>/money-flow. */
export { MoneyFlowPage, type MoneyFlowPageProps } from './components/money-flow-page';
