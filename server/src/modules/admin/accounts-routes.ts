import {
  ZCreatedId,
  ZOperatorAddBody,
  ZOperatorPage,
  ZOperatorPageBody,
  ZOperatorUpdateBody,
  ZPermissionCatalogue,
  ZRoleAddBody,
  ZRoleDeleteBody,
  ZRoleList,
  ZRoleUpdateBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { OperatorAccountsService } from './accounts-service';

/** The back office's operators and roles pages (`/api/admin/base/operator/*`, `/api/admin/base/role/*`). */
export function operatorAccountsRoutes(app: App, deps: { operators: OperatorAccountsService }) {
  const { operators } = deps;
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
      schema: { tags, security, body: ZOperatorAddBody, response: { 200: ZCreatedId } },
    },
    async (request) => operators.add(requireAdmin(request), request.body),
  );
  app.post(
    `${operator}/update`,
    {
      config: { permission: 'base:operator:update' },
      schema: { tags, security, body: ZOperatorUpdateBody, response: { 200: z.null() } },
    },
    async (request) => operators.update(requireAdmin(request), request.body),
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
      schema: { tags, security, body: ZRoleAddBody, response: { 200: ZCreatedId } },
    },
    async (request) => operators.addRole(requireAdmin(request), request.body),
  );
  app.post(
    `${role}/update`,
    {
      config: { permission: 'base:role:update' },
      schema: { tags, security, body: ZRoleUpdateBody, response: { 200: z.null() } },
    },
    async (request) => operators.updateRole(requireAdmin(request), request.body),
  );
  app.post(
    `${role}/delete`,
    {
      config: { permission: 'base:role:delete' },
      schema: { tags, security, body: ZRoleDeleteBody, response: { 200: z.null() } },
    },
    async (request) => operators.deleteRole(requireAdmin(request), request.body.id),
  );
}
