import {
  ZOperatorAddAnswer,
  ZOperatorAddBody,
  ZOperatorPage,
  ZOperatorPageBody,
  ZOperatorUpdateAnswer,
  ZOperatorUpdateBody,
  ZPermissionCatalogue,
  ZRoleAddAnswer,
  ZRoleAddBody,
  ZRoleDeleteBody,
  ZRoleList,
  ZRoleUpdateAnswer,
  ZRoleUpdateBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { approvalDecisionRoutes } from '../approval/operator-routes';
import type { ApprovalService } from '../approval/service';
import type { OperatorAccountsService } from './accounts-service';

/**
 * The back office's operators and roles pages (`/api/admin/base/operator/*`, `/api/admin/base/role/*`).
 * A role created with a money permission, or a change of one, is approved or refused by a second
 * operator holding the same key (`role/add/approve`, `role/update/approve`, and `…/reject`); so is
 * an operator given money permissions (`operator/grant/approve`, under `base:operator:update`).
 */
export function operatorAccountsRoutes(
  app: App,
  deps: { operators: OperatorAccountsService; approvals: ApprovalService; once: Idempotency },
) {
  const { operators, approvals, once } = deps;
  const tags = ['admin'];
  const security = [{ token: [] }];
  const operator = '/api/admin/base/operator';
  const role = '/api/admin/base/role';

  app.post(
    `${operator}/page`,
    {
      config: { permission: 'base:operator:read' },
      schema: { tags, security, body: ZOperatorPageBody, response: { 200: ZOperatorPage } },
    },
    async (request) => operators.page(request.body),
  );
  app.post(
    `${operator}/add`,
    {
      config: { permission: 'base:operator:add' },
      schema: { tags, security, body: ZOperatorAddBody, response: { 200: ZOperatorAddAnswer } },
    },
    async (request) => operators.add(requireAdmin(request), request.body),
  );
  app.post(
    `${operator}/update`,
    {
      config: { permission: 'base:operator:update' },
      schema: { tags, security, body: ZOperatorUpdateBody, response: { 200: ZOperatorUpdateAnswer } },
    },
    async (request) => operators.update(requireAdmin(request), request.body),
  );
  approvalDecisionRoutes(
    app,
    { approvals, once },
    { kind: 'operator-grant', prefix: `${operator}/grant`, permission: 'base:operator:update', tags },
  );

  app.get(
    `${role}/list`,
    { config: { permission: 'base:role:read' }, schema: { tags, security, response: { 200: ZRoleList } } },
    async () => operators.roles(),
  );
  app.get(
    `${role}/permissions`,
    {
      config: { permission: 'base:role:read' },
      schema: { tags, security, response: { 200: ZPermissionCatalogue } },
    },
    async () => operators.catalogue(),
  );
  app.post(
    `${role}/add`,
    {
      config: { permission: 'base:role:add' },
      schema: { tags, security, body: ZRoleAddBody, response: { 200: ZRoleAddAnswer } },
    },
    async (request) => operators.addRole(requireAdmin(request), request.body),
  );
  app.post(
    `${role}/update`,
    {
      config: { permission: 'base:role:update' },
      schema: { tags, security, body: ZRoleUpdateBody, response: { 200: ZRoleUpdateAnswer } },
    },
    async (request) => operators.updateRole(requireAdmin(request), request.body),
  );
  for (const action of ['add', 'update'] as const) {
    approvalDecisionRoutes(
      app,
      { approvals, once },
      { kind: `role-${action}`, prefix: `${role}/${action}`, permission: `base:role:${action}`, tags },
    );
  }
  app.post(
    `${role}/delete`,
    {
      config: { permission: 'base:role:delete' },
      schema: { tags, security, body: ZRoleDeleteBody, response: { 200: z.null() } },
    },
    async (request) => operators.deleteRole(requireAdmin(request), request.body.id),
  );
}
