/** The ten Writer's Spotlight questions: the questionnaire on /event and the interviews' structure. */
export const spotlightQuestions = [
  'Tell us a little about yourself and where you write from.',
  'What is the first book you remember falling in love with?',
  'When did you know you wanted to write?',
  'What are you working on right now?',
  'What does a good writing day look like for you?',
  'Which BC place, person or story has found its way into your work?',
  'Which book do you find yourself giving to other people?',
  'What is the best advice you have received as a writer?',
  'What would you say to a young reader who wants to start writing?',
  'If you could wish for one book, which would it be and why?',
] as const;
