/** GraphQL documents for accounts, written out as a client other than the storefront sends them to a running shop. */

export const REGISTER = 'mutation ($input: RegisterInput!) { register(registerInput: $input) { message } }'
export const VERIFY = 'mutation ($token: String!) { verifyEmail(verificationToken: $token) { message } }'
export const LOGIN =
  'mutation ($email: String!, $password: String!) { login(loginInput: { email: $email, password: $password }) { token } }'
export const ME = '{ me { email fullName } }'
export const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }'
export const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) { success } }'
export const SUBSCRIBE = 'mutation ($email: String!) { subscribeToNewsletter(email: $email) }'
