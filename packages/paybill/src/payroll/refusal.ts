/** A paycheck the engine will not figure, with the reason (a missing table names what is missing). */
export class PayrollRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayrollRefusal';
  }
}
