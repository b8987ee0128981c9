/**
 * Who the caller is and what the project looks like, in the shapes Sanity Studio reads from the hosted API
 * (`/users/me`, `/projects/:id`, datasets, grants), plus quiet answers for the hosted-only services a local Studio
 * still asks about (announcements, telemetry, schema descriptors). docs/adr/0008-local-studio.md
 */
import express, { type Router } from 'express'

/** The one local editor: whoever holds the lake token. */
export const LOCAL_EDITOR_ID = 'local-editor'

export function localEditor() {
  return {
    id: LOCAL_EDITOR_ID,
    name: 'Local editor',
    email: 'editor@localhost',
    profileImage: null,
    provider: 'local',
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator', description: 'Holds the content lake token' }],
  }
}

/** Full access to every document: the grants an administrator has on hosted Sanity. */
const GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ['history', 'read', 'update', 'create', 'manage'],
  },
]

export function projectRoutes(options: { projectId: string; dataset: string }): Router {
  const router = express.Router()
  router.use(userRoutes(), projectInfoRoutes(options), hostedOnlyRoutes())
  return router
}

/** The caller (always the local editor), its saved UI preferences, and an auth that needs no login. */
function userRoutes(): Router {
  const router = express.Router()
  const keyValue = new Map<string, unknown>()
  router.get('/users/me', (_req, res) => {
    res.json(localEditor())
  })
  router.get('/users/me/keyvalue/:keys', (req, res) => {
    const keys = String(req.params.keys).split(',')
    res.json(keys.map((key) => ({ key, value: keyValue.get(key) ?? null })))
  })
  // Studio keeps UI preferences here (last-used inspector, list layout); this process's memory is enough.
  router.put('/users/me/keyvalue', express.json({ limit: '100kb' }), (req, res) => {
    const pairs = Array.isArray(req.body) ? (req.body as Array<{ key?: unknown; value?: unknown }>) : []
    const saved = pairs
      .filter((pair) => typeof pair.key === 'string')
      .map((pair) => {
        keyValue.set(pair.key as string, pair.value ?? null)
        return { key: pair.key, value: pair.value ?? null }
      })
    res.json(saved)
  })
  router.get('/users/:ids', (req, res) => {
    const ids = String(req.params.ids).split(',')
    res.json(ids.filter((id) => id === LOCAL_EDITOR_ID || id === 'me').map(() => localEditor()))
  })
  router.get('/auth/id', (_req, res) => {
    res.json({ id: LOCAL_EDITOR_ID })
  })
  router.get('/auth/providers', (_req, res) => {
    res.json({ thirdPartyLogin: false, sso: { saml: false }, providers: [] })
  })
  router.post('/auth/logout', (_req, res) => {
    res.status(204).end()
  })
  return router
}

/** The one local project, its one dataset, and the local editor's full access to it. */
function projectInfoRoutes({ projectId, dataset }: { projectId: string; dataset: string }): Router {
  const router = express.Router()
  const now = new Date().toISOString()
  router.get('/projects/:projectId', (req, res) => {
    if (req.params.projectId !== projectId) return res.status(404).json({ error: 'Not Found', statusCode: 404 })
    res.json(project(projectId, now))
  })
  router.get('/projects/:projectId/datasets', (req, res) => {
    // The comments add-on dataset does not exist locally; an empty list keeps the comments store idle.
    if (req.query.datasetProfile) return res.json([])
    res.json([{ name: dataset, aclMode: 'public', createdAt: now, tags: [] }])
  })
  router.get('/projects/:projectId/datasets/:dataset/acl', (_req, res) => {
    res.json(GRANTS)
  })
  router.get('/projects/:projectId/grants', (_req, res) => {
    res.json({ 'sanity.document.filter': [{ grants: [{ name: 'update', params: {} }], filter: '_id in path("**")' }] })
  })
  router.get('/projects/:projectId/roles', (_req, res) => {
    res.json(localEditor().roles)
  })
  router.get('/projects/:projectId/user-applications', (_req, res) => {
    res.json([])
  })
  return router
}

function project(projectId: string, now: string) {
  return {
    id: projectId,
    displayName: 'Local content lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    organizationId: null,
    metadata: { color: '#2276fc' },
    members: [
      { id: LOCAL_EDITOR_ID, role: 'administrator', roles: localEditor().roles, isCurrentUser: true, isRobot: false },
    ],
    features: [],
    pendingInvites: 0,
    createdAt: now,
    updatedAt: now,
  }
}

/** Hosted-only services (features, telemetry, announcements, access requests): "nothing here" keeps them idle. */
function hostedOnlyRoutes(): Router {
  const router = express.Router()
  router.get('/features', (_req, res) => {
    res.json([])
  })
  router.get('/intake/telemetry-status', (_req, res) => {
    res.json({ status: 'denied' })
  })
  router.get('/journey/announcements', (_req, res) => {
    res.json([])
  })
  router.get('/access/requests/me', (_req, res) => {
    res.json([])
  })
  return router
}
