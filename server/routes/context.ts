// What every route module receives from buildApp.
import type { Repositories } from '../store/repositories'

export type RouteContext = { repos: Repositories; clock: () => Date }
