/** The input a refusal concerns, so a form can show the reason beside it. */
export type RefusedField = 'classification' | 'check_date' | 'work_state' | 'earnings' | 'pre_tax' | 'international';

/** A paycheck the engine will not figure, with the reason (a missing table names what is missing). */
export class PayrollRefusal extends Error {
  constructor(
    message: string,
    readonly field: RefusedField = 'classification',
  ) {
    super(message);
    this.name = 'PayrollRefusal';
  }
}
