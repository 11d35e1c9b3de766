export { default } from './customer-centre';
