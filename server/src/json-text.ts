/**
 * A JSON answer already serialised (a kept list), sent as it is. `T` is the shape it encodes, so
 * an endpoint's handler still answers with its contract's output type.
 */
export class JsonText<T> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}
