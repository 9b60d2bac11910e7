/**
 * The shape of the fitted subtask model (decision 0026): a logistic regression over standardised
 * inputs. Its values are generated into `subtask-weights.generated.ts` by the ranking lab.
 */
export interface SubtaskModel {
  names: readonly string[];
  mean: readonly number[];
  scale: readonly number[];
  /** bias first, then one weight per standardised input */
  weights: readonly number[];
  /** the probability at the fit line (chosen by the fit for the best F1 of fit vs belongs) */
  cut: number;
}
