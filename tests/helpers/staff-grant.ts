import { spawn } from 'node:child_process'

/**
 * `npm run staff -- grant <email>` with `env`, as a shop's owner runs it (a running shop is asked through its admin
 * channel, docs/operations.md): its exit code and all it printed.
 */
export async function runStaffGrant(email: string, env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', 'staff', '--', 'grant', email], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output }
}
