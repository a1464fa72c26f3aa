/** The ten Writer's Spotlight questions (catalogue keys: shown with t()): the questionnaire on /event
 * and the interviews' structure. */
export const spotlightQuestions = [
  'spotlightQuestions.q1',
  'spotlightQuestions.q2',
  'spotlightQuestions.q3',
  'spotlightQuestions.q4',
  'spotlightQuestions.q5',
  'spotlightQuestions.q6',
  'spotlightQuestions.q7',
  'spotlightQuestions.q8',
  'spotlightQuestions.q9',
  'spotlightQuestions.q10',
] as const;
