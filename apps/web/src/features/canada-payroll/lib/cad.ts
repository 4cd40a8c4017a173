import { formatMoney } from '../../../components/data-list/format';

/** Canadian dollars as the payroll pages write a paycheck's currency: "CAD 1,200.00". */
export const cad = (amount: string) => formatMoney(amount, 'CAD ');
