/**
 * Which paychecks a caller's forms are figured from: the paychecks it reads (payroll runs' rule, decision
 * 0047) — staff every one, a partner's payroll users their partner's, a contractor its own of approved runs.
 */
export { paycheckScope as taxFormPaycheckScope } from '../payroll-runs/payroll-runs.scope.js';
