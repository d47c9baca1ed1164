export { dispatch, describeIssue, isProcedureName, MAX_INPUT_BYTES } from './dispatch'
export { boundedJsonSize } from './size'
export { hears } from './events'
