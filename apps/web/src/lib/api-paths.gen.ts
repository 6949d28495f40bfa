// Generated from the API's OpenAPI document by `npm run api:types` (apps/api/src/scripts/api-types.ts).
// Do not edit: change the endpoint's declaration in apps/api/src/modules/<area>/<area>.routes.ts.
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account with its companies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            avatar: string | null;
                            capabilities: "administer_platform"[];
                            companies: {
                                capabilities: ("work_in_company" | "administer_company")[];
                                id: number;
                                logo: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "administrator" | "member";
                            }[];
                            dni: string | null;
                            email: string;
                            email_verified_at: string | null;
                            id: number;
                            /** @enum {string} */
                            language: "es" | "en";
                            last_name: string | null;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "member" | "super-admin";
                            /** @enum {string} */
                            status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update the profile */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        dni: string;
                        /** @enum {string} */
                        language?: "es" | "en";
                        last_name: string;
                        name: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            avatar: string | null;
                            capabilities: "administer_platform"[];
                            companies: {
                                capabilities: ("work_in_company" | "administer_company")[];
                                id: number;
                                logo: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "administrator" | "member";
                            }[];
                            dni: string | null;
                            email: string;
                            email_verified_at: string | null;
                            id: number;
                            /** @enum {string} */
                            language: "es" | "en";
                            last_name: string | null;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "member" | "super-admin";
                            /** @enum {string} */
                            status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete the account (password accounts confirm with the password) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        password?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the avatar (multipart field `avatar`: PNG, JPEG, WebP or GIF up to 2 MB) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        avatar: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            avatar: string | null;
                            capabilities: "administer_platform"[];
                            companies: {
                                capabilities: ("work_in_company" | "administer_company")[];
                                id: number;
                                logo: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "administrator" | "member";
                            }[];
                            dni: string | null;
                            email: string;
                            email_verified_at: string | null;
                            id: number;
                            /** @enum {string} */
                            language: "es" | "en";
                            last_name: string | null;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "member" | "super-admin";
                            /** @enum {string} */
                            status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open invitations addressed to the signed-in person's e-mail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                company: {
                                    id: number;
                                    logo: string | null;
                                    name: string;
                                };
                                email: string;
                                expires_at: string;
                                id: number;
                                invited_by: string | null;
                                /** @enum {string} */
                                role: "administrator" | "member";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitations/{invitation}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: join its company; answers the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invitation: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            avatar: string | null;
                            capabilities: "administer_platform"[];
                            companies: {
                                capabilities: ("work_in_company" | "administer_company")[];
                                id: number;
                                logo: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "administrator" | "member";
                            }[];
                            dni: string | null;
                            email: string;
                            email_verified_at: string | null;
                            id: number;
                            /** @enum {string} */
                            language: "es" | "en";
                            last_name: string | null;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "member" | "super-admin";
                            /** @enum {string} */
                            status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitations/{invitation}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invitation: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (the current one is required) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        password: string & (string);
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log (super-admin): every successful write, newest first */
        get: {
            parameters: {
                query?: {
                    company_id?: number;
                    date_from?: string;
                    date_to?: string;
                    entity?: string;
                    page?: number;
                    per_page?: number;
                    search?: string;
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                action: "create" | "update" | "delete";
                                actor_email: string | null;
                                actor_id: number | null;
                                changes: string[];
                                company_id: number | null;
                                created_at: string;
                                entity: string;
                                entity_id: string | null;
                                id: number;
                                ip: string | null;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recovery-password/resend-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a new password recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recovery-password/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with a recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        email: string;
                        password: string & (string);
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recovery-password/send-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recovery-password/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a recovery code (counts an attempt when wrong) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token (single use) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        refresh_token?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: {
                                address: string | null;
                                avatar: string | null;
                                capabilities: "administer_platform"[];
                                companies: {
                                    capabilities: ("work_in_company" | "administer_company")[];
                                    id: number;
                                    logo: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    role: "administrator" | "member";
                                }[];
                                dni: string | null;
                                email: string;
                                email_verified_at: string | null;
                                id: number;
                                /** @enum {string} */
                                language: "es" | "en";
                                last_name: string | null;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "member" | "super-admin";
                                /** @enum {string} */
                                status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: {
                                address: string | null;
                                avatar: string | null;
                                capabilities: "administer_platform"[];
                                companies: {
                                    capabilities: ("work_in_company" | "administer_company")[];
                                    id: number;
                                    logo: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    role: "administrator" | "member";
                                }[];
                                dni: string | null;
                                email: string;
                                email_verified_at: string | null;
                                id: number;
                                /** @enum {string} */
                                language: "es" | "en";
                                last_name: string | null;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "member" | "super-admin";
                                /** @enum {string} */
                                status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google ID token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: {
                                address: string | null;
                                avatar: string | null;
                                capabilities: "administer_platform"[];
                                companies: {
                                    capabilities: ("work_in_company" | "administer_company")[];
                                    id: number;
                                    logo: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    role: "administrator" | "member";
                                }[];
                                dni: string | null;
                                email: string;
                                email_verified_at: string | null;
                                id: number;
                                /** @enum {string} */
                                language: "es" | "en";
                                last_name: string | null;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "member" | "super-admin";
                                /** @enum {string} */
                                status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revokes the refresh token and its family */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        refresh_token?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a company; the caller becomes its administrator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        email: string;
                        name: string;
                        nit: string;
                        phone: string;
                        /** Format: uri */
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            capabilities: ("work_in_company" | "administer_company")[];
                            created_at: string;
                            current_limits: {
                                emission_activities: {
                                    limit: number;
                                    used: number;
                                };
                                emission_indicators: {
                                    limit: number;
                                    used: number;
                                };
                                emission_sources: {
                                    limit: number;
                                    used: number;
                                };
                                entities: {
                                    limit: number;
                                    used: number;
                                };
                                informs: {
                                    limit: number;
                                    used: number;
                                };
                                num_users: {
                                    limit: number;
                                    used: number;
                                };
                                sources: {
                                    limit: number;
                                    used: number;
                                };
                            };
                            current_plan: {
                                code: string | null;
                                description: string | null;
                                id: number;
                                /** @enum {string} */
                                interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR";
                                limit_plan: {
                                    analysis_tools: boolean;
                                    emission_activities: number;
                                    emission_indicators: number;
                                    emission_sources: number;
                                    entities: number;
                                    general_support: boolean;
                                    /** @enum {string} */
                                    group: "SMALL" | "MEDIUM" | "LARGE";
                                    informs: number;
                                    num_users: number;
                                    reductions_module: boolean;
                                    sources: number;
                                };
                                name: string;
                                price: number;
                                top: boolean;
                                trial: boolean;
                            } | null;
                            email: string | null;
                            flagged_activities: number;
                            id: number;
                            logo: string | null;
                            name: string;
                            nit: string | null;
                            pending_recomputes: number;
                            phone: string | null;
                            plan_id: number | null;
                            /** @enum {string|null} */
                            role: "administrator" | "member" | null;
                            sector: {
                                id: number;
                                name: string;
                            } | null;
                            show_composition_chart: boolean;
                            subscription: {
                                end_date: string | null;
                                id: number;
                                next_payment_date: string | null;
                                start_date: string;
                                /** @enum {string} */
                                status: "CANCELLED" | "SUSPENDED" | "ACTIVE";
                                value: number;
                            } | null;
                            trial_ends_at: string | null;
                            updated_at: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company of the caller */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            capabilities: ("work_in_company" | "administer_company")[];
                            created_at: string;
                            current_limits: {
                                emission_activities: {
                                    limit: number;
                                    used: number;
                                };
                                emission_indicators: {
                                    limit: number;
                                    used: number;
                                };
                                emission_sources: {
                                    limit: number;
                                    used: number;
                                };
                                entities: {
                                    limit: number;
                                    used: number;
                                };
                                informs: {
                                    limit: number;
                                    used: number;
                                };
                                num_users: {
                                    limit: number;
                                    used: number;
                                };
                                sources: {
                                    limit: number;
                                    used: number;
                                };
                            };
                            current_plan: {
                                code: string | null;
                                description: string | null;
                                id: number;
                                /** @enum {string} */
                                interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR";
                                limit_plan: {
                                    analysis_tools: boolean;
                                    emission_activities: number;
                                    emission_indicators: number;
                                    emission_sources: number;
                                    entities: number;
                                    general_support: boolean;
                                    /** @enum {string} */
                                    group: "SMALL" | "MEDIUM" | "LARGE";
                                    informs: number;
                                    num_users: number;
                                    reductions_module: boolean;
                                    sources: number;
                                };
                                name: string;
                                price: number;
                                top: boolean;
                                trial: boolean;
                            } | null;
                            email: string | null;
                            flagged_activities: number;
                            id: number;
                            logo: string | null;
                            name: string;
                            nit: string | null;
                            pending_recomputes: number;
                            phone: string | null;
                            plan_id: number | null;
                            /** @enum {string|null} */
                            role: "administrator" | "member" | null;
                            sector: {
                                id: number;
                                name: string;
                            } | null;
                            show_composition_chart: boolean;
                            subscription: {
                                end_date: string | null;
                                id: number;
                                next_payment_date: string | null;
                                start_date: string;
                                /** @enum {string} */
                                status: "CANCELLED" | "SUSPENDED" | "ACTIVE";
                                value: number;
                            } | null;
                            trial_ends_at: string | null;
                            updated_at: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a company (JSON) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        email: string;
                        name: string;
                        nit: string;
                        phone: string;
                        /** Format: uri */
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            capabilities: ("work_in_company" | "administer_company")[];
                            created_at: string;
                            current_limits: {
                                emission_activities: {
                                    limit: number;
                                    used: number;
                                };
                                emission_indicators: {
                                    limit: number;
                                    used: number;
                                };
                                emission_sources: {
                                    limit: number;
                                    used: number;
                                };
                                entities: {
                                    limit: number;
                                    used: number;
                                };
                                informs: {
                                    limit: number;
                                    used: number;
                                };
                                num_users: {
                                    limit: number;
                                    used: number;
                                };
                                sources: {
                                    limit: number;
                                    used: number;
                                };
                            };
                            current_plan: {
                                code: string | null;
                                description: string | null;
                                id: number;
                                /** @enum {string} */
                                interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR";
                                limit_plan: {
                                    analysis_tools: boolean;
                                    emission_activities: number;
                                    emission_indicators: number;
                                    emission_sources: number;
                                    entities: number;
                                    general_support: boolean;
                                    /** @enum {string} */
                                    group: "SMALL" | "MEDIUM" | "LARGE";
                                    informs: number;
                                    num_users: number;
                                    reductions_module: boolean;
                                    sources: number;
                                };
                                name: string;
                                price: number;
                                top: boolean;
                                trial: boolean;
                            } | null;
                            email: string | null;
                            flagged_activities: number;
                            id: number;
                            logo: string | null;
                            name: string;
                            nit: string | null;
                            pending_recomputes: number;
                            phone: string | null;
                            plan_id: number | null;
                            /** @enum {string|null} */
                            role: "administrator" | "member" | null;
                            sector: {
                                id: number;
                                name: string;
                            } | null;
                            show_composition_chart: boolean;
                            subscription: {
                                end_date: string | null;
                                id: number;
                                next_payment_date: string | null;
                                start_date: string;
                                /** @enum {string} */
                                status: "CANCELLED" | "SUSPENDED" | "ACTIVE";
                                value: number;
                            } | null;
                            trial_ends_at: string | null;
                            updated_at: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a company with its logo (multipart/form-data, `_method=PUT`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        address: string;
                        email: string;
                        /** Format: binary */
                        logo: Blob;
                        name: string;
                        nit: string;
                        phone: string;
                        /** Format: uri */
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            capabilities: ("work_in_company" | "administer_company")[];
                            created_at: string;
                            current_limits: {
                                emission_activities: {
                                    limit: number;
                                    used: number;
                                };
                                emission_indicators: {
                                    limit: number;
                                    used: number;
                                };
                                emission_sources: {
                                    limit: number;
                                    used: number;
                                };
                                entities: {
                                    limit: number;
                                    used: number;
                                };
                                informs: {
                                    limit: number;
                                    used: number;
                                };
                                num_users: {
                                    limit: number;
                                    used: number;
                                };
                                sources: {
                                    limit: number;
                                    used: number;
                                };
                            };
                            current_plan: {
                                code: string | null;
                                description: string | null;
                                id: number;
                                /** @enum {string} */
                                interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR";
                                limit_plan: {
                                    analysis_tools: boolean;
                                    emission_activities: number;
                                    emission_indicators: number;
                                    emission_sources: number;
                                    entities: number;
                                    general_support: boolean;
                                    /** @enum {string} */
                                    group: "SMALL" | "MEDIUM" | "LARGE";
                                    informs: number;
                                    num_users: number;
                                    reductions_module: boolean;
                                    sources: number;
                                };
                                name: string;
                                price: number;
                                top: boolean;
                                trial: boolean;
                            } | null;
                            email: string | null;
                            flagged_activities: number;
                            id: number;
                            logo: string | null;
                            name: string;
                            nit: string | null;
                            pending_recomputes: number;
                            phone: string | null;
                            plan_id: number | null;
                            /** @enum {string|null} */
                            role: "administrator" | "member" | null;
                            sector: {
                                id: number;
                                name: string;
                            } | null;
                            show_composition_chart: boolean;
                            subscription: {
                                end_date: string | null;
                                id: number;
                                next_payment_date: string | null;
                                start_date: string;
                                /** @enum {string} */
                                status: "CANCELLED" | "SUSPENDED" | "ACTIVE";
                                value: number;
                            } | null;
                            trial_ends_at: string | null;
                            updated_at: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/closed-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s closed periods: when each was closed and by whom, and what each catalogue change since would have made of its figures */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed_at: string;
                            closed_by: string | null;
                            date_from: string;
                            date_to: string;
                            holds: {
                                activities: number;
                                created_at: string;
                                event_id: number;
                                fresh: number;
                                kind: string;
                                stored: number;
                            }[];
                            id: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Close a period of the inventory (both days included; it may not overlap another): its activities become read-only and catalogue changes no longer restate it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        date_from: string;
                        /** Format: date */
                        date_to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed_at: string;
                            closed_by: string | null;
                            date_from: string;
                            date_to: string;
                            holds: {
                                activities: number;
                                created_at: string;
                                event_id: number;
                                fresh: number;
                                kind: string;
                                stored: number;
                            }[];
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/closed-periods/{closed_period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reopen a closed period: its activities can be written again, and the recalculation brings its figures to the catalogue as it is now */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    closed_period: number;
                    company: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open invitations of a company */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                email: string;
                                expires_at: string;
                                id: number;
                                invited_by: string | null;
                                /** @enum {string} */
                                role: "administrator" | "member";
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/invitations/{invitation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an open invitation (its link stops working) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                    invitation: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change how the company’s screens show its data (the dashboard’s composition chart) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sector_id?: number | null;
                        show_composition_chart?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            capabilities: ("work_in_company" | "administer_company")[];
                            created_at: string;
                            current_limits: {
                                emission_activities: {
                                    limit: number;
                                    used: number;
                                };
                                emission_indicators: {
                                    limit: number;
                                    used: number;
                                };
                                emission_sources: {
                                    limit: number;
                                    used: number;
                                };
                                entities: {
                                    limit: number;
                                    used: number;
                                };
                                informs: {
                                    limit: number;
                                    used: number;
                                };
                                num_users: {
                                    limit: number;
                                    used: number;
                                };
                                sources: {
                                    limit: number;
                                    used: number;
                                };
                            };
                            current_plan: {
                                code: string | null;
                                description: string | null;
                                id: number;
                                /** @enum {string} */
                                interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR";
                                limit_plan: {
                                    analysis_tools: boolean;
                                    emission_activities: number;
                                    emission_indicators: number;
                                    emission_sources: number;
                                    entities: number;
                                    general_support: boolean;
                                    /** @enum {string} */
                                    group: "SMALL" | "MEDIUM" | "LARGE";
                                    informs: number;
                                    num_users: number;
                                    reductions_module: boolean;
                                    sources: number;
                                };
                                name: string;
                                price: number;
                                top: boolean;
                                trial: boolean;
                            } | null;
                            email: string | null;
                            flagged_activities: number;
                            id: number;
                            logo: string | null;
                            name: string;
                            nit: string | null;
                            pending_recomputes: number;
                            phone: string | null;
                            plan_id: number | null;
                            /** @enum {string|null} */
                            role: "administrator" | "member" | null;
                            sector: {
                                id: number;
                                name: string;
                            } | null;
                            show_composition_chart: boolean;
                            subscription: {
                                end_date: string | null;
                                id: number;
                                next_payment_date: string | null;
                                start_date: string;
                                /** @enum {string} */
                                status: "CANCELLED" | "SUSPENDED" | "ACTIVE";
                                value: number;
                            } | null;
                            trial_ends_at: string | null;
                            updated_at: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue sources the company uses */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                icon: string;
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Replace the catalogue sources the company uses (at least one; one its emission sources use stays) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sources: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                icon: string;
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of a company */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                email: string;
                                id: number;
                                last_name: string | null;
                                name: string | null;
                                /** @enum {string} */
                                role: "administrator" | "member";
                                /** @enum {string} */
                                status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                                user_id: number;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Invite an e-mail to the company: they join only when they accept (the answer is the same whether or not the e-mail has an account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "administrator" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            email: string;
                            expires_at: string;
                            id: number;
                            invited_by: string | null;
                            /** @enum {string} */
                            role: "administrator" | "member";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/users/{user}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                    user: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            email: string;
                            id: number;
                            last_name: string | null;
                            name: string | null;
                            /** @enum {string} */
                            role: "administrator" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            user_id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a member (the last administrator stays) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                    user: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{company}/users/{user}/assign-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a member's role (the last administrator stays) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company: number;
                    user: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "administrator" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            email: string;
                            id: number;
                            last_name: string | null;
                            name: string | null;
                            /** @enum {string} */
                            role: "administrator" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            user_id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings the web app needs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            google_client_id: string | null;
                            mail_outbox: boolean;
                            trial_days: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footprint of the filter (the period (both days included), catalogue sources (none: all), standards (none: both), headquarter, client, provider, project): totals, operational and embedded, avoided, by source, ISO 14064-1 category, GHG Protocol category, scope and gas, each with its uncertainty; flagged activities counted */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_gas: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                formula: string | null;
                                gas_id: number;
                                name: string;
                                uncertainty: number;
                            }[];
                            by_ghg: {
                                carbon_footprint: number;
                                category_id: number | null;
                                name: string;
                                scope: 1 | 2 | 3;
                                uncertainty: number;
                            }[];
                            by_iso: {
                                carbon_footprint: number;
                                category_id: number | null;
                                name: string;
                                uncertainty: number;
                            }[];
                            by_scope: {
                                carbon_footprint: number;
                                scope: 1 | 2 | 3;
                                uncertainty: number;
                            }[];
                            by_source: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                icon: string;
                                name: string;
                                scope: 1 | 2 | 3;
                                source_id: number;
                                uncertainty: number;
                            }[];
                            closed: {
                                periods: {
                                    closed_at: string;
                                    closed_by: string | null;
                                    date_from: string;
                                    date_to: string;
                                    id: number;
                                }[];
                                /** @enum {string} */
                                state: "open" | "mixed" | "closed";
                            };
                            totals: {
                                activities: number;
                                avoided_uncertainty: number;
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                embedded: number;
                                embedded_uncertainty: number;
                                flagged_activities: number;
                                operational: number;
                                operational_uncertainty: number;
                                uncertainty: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard-emission-indicators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The indicator dashboard of a key indicator over a period (both days included): per month and per catalogue source of the key indicator, its footprint (t CO2e, the main dashboard’s figure), the indicator’s total and the footprint per unit of it; the period’s totals */
        get: {
            parameters: {
                query: {
                    company_id: number;
                    date_from: string;
                    date_to: string;
                    key_indicator_id: number;
                    sector_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key_indicator: {
                                id: number;
                                name: string;
                                sector: string;
                                unit: string;
                            };
                            months: {
                                month: string;
                                sources: {
                                    carbon_print: number;
                                    indicator_intensity: number | null;
                                    reference_intensity: number;
                                    source: string;
                                    source_id: number;
                                }[];
                            }[];
                            totals: {
                                carbon_footprint: number;
                                indicator: number;
                                intensity: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard-emission-indicators/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filter the indicator dashboard opens with: the first sector and key indicator the company has values of, and the last full calendar year */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            date_from: string;
                            date_to: string;
                            key_indicator_id: number | null;
                            sector_id: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/graph/emissions-by-source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footprint of the filter by catalogue source, each with its gases, its consumption per unit and its count of activities */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            consumption: {
                                unit: string;
                                unit_measurement_id: number;
                                value: number;
                            }[];
                            count: number;
                            gases: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                formula: string | null;
                                gas_id: number;
                                name: string;
                                uncertainty: number;
                            }[];
                            icon: string;
                            name: string;
                            scope: 1 | 2 | 3;
                            source_id: number;
                            uncertainty: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/working": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a figure of the dashboard was calculated (`group`: total, type, scope, source, iso, ghg, item, gas or month, and its `key`): the figure with its uncertainty arithmetic, the lines behind it with what each applied (gas, value and unit, conversion, share, GWP and its IPCC report, uncertainties, published source) and their activities; `format=csv` or `xlsx` answers the same as a CSV file or an Excel workbook with every activity */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    format?: "json" | "csv" | "xlsx";
                    group?: "total" | "type" | "scope" | "source" | "iso" | "ghg" | "item" | "gas" | "month";
                    headquarter_id?: number | null;
                    key?: string;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aux_kg2: number;
                            avoided_aux_kg2: number;
                            avoided_kg: number;
                            avoided_uncertainty: number;
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            co2e_kg: number;
                            date_from: string;
                            date_to: string;
                            entries: number;
                            entries_listed: number;
                            /** @enum {string} */
                            group: "total" | "type" | "scope" | "source" | "iso" | "ghg" | "item" | "gas" | "month";
                            key: string;
                            lines: {
                                activities: {
                                    co2e_kg: number;
                                    consumption: number;
                                    conversion: number;
                                    date: string;
                                    document: string | null;
                                    id: number;
                                    quantity: number;
                                    type_document: string | null;
                                    unit: string;
                                }[];
                                activity_count: number;
                                activity_uncertainty: number;
                                avoided: boolean;
                                co2e_kg: number;
                                conversion: number | null;
                                emission_source: string;
                                factor: string;
                                fountain: string;
                                gas: {
                                    formula: string | null;
                                    name: string;
                                };
                                gas_emission_id: number;
                                gwp: number;
                                gwp_report: string;
                                half_width_kg: number;
                                item: string;
                                line: string;
                                reference: string;
                                share: number;
                                source: {
                                    id: number;
                                    name: string;
                                };
                                uncertainty: number;
                                value: number;
                                value_uncertainty: number;
                                value_unit: string;
                            }[];
                            uncertainty: number;
                        };
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail written to the outbox (embedded database or MAIL_OUTBOX=true; local or super-admin) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                id: number;
                                status: string;
                                subject: string;
                                template: string;
                                text: string;
                                to: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s activities with their t CO2e (search on emission source, factor and notes; filters by headquarter, client, provider, project, category, emission source, flag (`flagged=true`: those a catalogue change left without a figure) and creation days; newest day first unless asked) */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    created_at_from?: string | null;
                    created_at_to?: string | null;
                    date_from?: string | null;
                    date_to?: string | null;
                    emission_source_id?: number | null;
                    flagged?: boolean | null;
                    headquarter_id?: number | null;
                    order?: "asc" | "desc";
                    page?: number;
                    per_page?: number;
                    project_id?: number | null;
                    provider_id?: number | null;
                    search?: string;
                    sort?: "date" | "consumption" | "emission_source" | "emission_factor" | "source" | "carbon_footprint" | "created_at";
                    source_id?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                by_emission_source: boolean;
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                client: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_id: number | null;
                                company_id: number;
                                consumption: number;
                                created_at: string;
                                date: string;
                                description: string | null;
                                document: {
                                    name: string;
                                    size: number;
                                    type: string;
                                } | null;
                                documents: string | null;
                                emission_factor: {
                                    id: number;
                                    name: string;
                                };
                                emission_factor_id: number;
                                emission_source: {
                                    code: string;
                                    id: number;
                                    name: string;
                                } | null;
                                emission_source_id: number | null;
                                emissions: {
                                    carbon_footprint: number;
                                    carbon_footprint_avoided: number;
                                    gas: string;
                                    gas_id: number;
                                }[];
                                flag: {
                                    field: string;
                                    message: string;
                                } | null;
                                flagged: boolean;
                                headquarter: {
                                    id: number;
                                    name: string;
                                } | null;
                                headquarter_id: number | null;
                                id: number;
                                project: {
                                    id: number;
                                    name: string;
                                } | null;
                                project_id: number | null;
                                provider: {
                                    id: number;
                                    name: string;
                                } | null;
                                provider_id: number | null;
                                source: {
                                    icon: string;
                                    id: number;
                                    name: string;
                                };
                                source_id: number;
                                type: {
                                    id: number;
                                    name: string;
                                };
                                type_document: string | null;
                                type_id: number;
                                uncertainty: number;
                                unit_measurement: {
                                    abbreviation: string | null;
                                    id: number;
                                    name: string;
                                };
                                unit_measurement_id: number;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Record an activity (by emission source, or by factor and type) and calculate it: 422 on the field when the unit does not convert or no gas value is valid on the date */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        by_emission_source: boolean;
                        client_id?: number | null;
                        company_id: number;
                        consumption: number;
                        /** Format: date */
                        date: string;
                        description?: string | null;
                        /** Format: uri */
                        documents?: string | null;
                        emission_factor_id?: number | null;
                        emission_source_id?: number | null;
                        headquarter_id?: number | null;
                        project_id?: number | null;
                        provider_id?: number | null;
                        type_document?: string | null;
                        type_id?: number | null;
                        unit_measurement_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_emission_source: boolean;
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            consumption: number;
                            created_at: string;
                            date: string;
                            description: string | null;
                            document: {
                                name: string;
                                size: number;
                                type: string;
                            } | null;
                            documents: string | null;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            emission_source: {
                                code: string;
                                id: number;
                                name: string;
                            } | null;
                            emission_source_id: number | null;
                            emissions: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                gas: string;
                                gas_id: number;
                            }[];
                            flag: {
                                field: string;
                                message: string;
                            } | null;
                            flagged: boolean;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_document: string | null;
                            type_id: number;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/{emission_activity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One activity of the company, with its emissions per gas */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    emission_activity: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_emission_source: boolean;
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            consumption: number;
                            created_at: string;
                            date: string;
                            description: string | null;
                            document: {
                                name: string;
                                size: number;
                                type: string;
                            } | null;
                            documents: string | null;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            emission_source: {
                                code: string;
                                id: number;
                                name: string;
                            } | null;
                            emission_source_id: number | null;
                            emissions: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                gas: string;
                                gas_id: number;
                            }[];
                            flag: {
                                field: string;
                                message: string;
                            } | null;
                            flagged: boolean;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_document: string | null;
                            type_id: number;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update an activity and calculate it again */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_activity: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        by_emission_source: boolean;
                        client_id?: number | null;
                        company_id: number;
                        consumption: number;
                        /** Format: date */
                        date: string;
                        description?: string | null;
                        /** Format: uri */
                        documents?: string | null;
                        emission_factor_id?: number | null;
                        emission_source_id?: number | null;
                        headquarter_id?: number | null;
                        project_id?: number | null;
                        provider_id?: number | null;
                        type_document?: string | null;
                        type_id?: number | null;
                        unit_measurement_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_emission_source: boolean;
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            consumption: number;
                            created_at: string;
                            date: string;
                            description: string | null;
                            document: {
                                name: string;
                                size: number;
                                type: string;
                            } | null;
                            documents: string | null;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            emission_source: {
                                code: string;
                                id: number;
                                name: string;
                            } | null;
                            emission_source_id: number | null;
                            emissions: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                gas: string;
                                gas_id: number;
                            }[];
                            flag: {
                                field: string;
                                message: string;
                            } | null;
                            flagged: boolean;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_document: string | null;
                            type_id: number;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an activity (with its uploaded document) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_activity: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/{emission_activity}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the activity’s uploaded document */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    emission_activity: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                        "image/gif": Blob;
                        "image/jpeg": Blob;
                        "image/png": Blob;
                        "image/webp": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Attach the activity’s supporting document (multipart: file; a PDF or an image told by its content, up to 10 MB), replacing the one it had */
        put: {
            parameters: {
                query?: {
                    company_id?: number;
                };
                header?: never;
                path: {
                    emission_activity: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_emission_source: boolean;
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            consumption: number;
                            created_at: string;
                            date: string;
                            description: string | null;
                            document: {
                                name: string;
                                size: number;
                                type: string;
                            } | null;
                            documents: string | null;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            emission_source: {
                                code: string;
                                id: number;
                                name: string;
                            } | null;
                            emission_source_id: number | null;
                            emissions: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                gas: string;
                                gas_id: number;
                            }[];
                            flag: {
                                field: string;
                                message: string;
                            } | null;
                            flagged: boolean;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_document: string | null;
                            type_id: number;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Remove the activity’s uploaded document */
        delete: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    emission_activity: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_emission_source: boolean;
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            consumption: number;
                            created_at: string;
                            date: string;
                            description: string | null;
                            document: {
                                name: string;
                                size: number;
                                type: string;
                            } | null;
                            documents: string | null;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            emission_source: {
                                code: string;
                                id: number;
                                name: string;
                            } | null;
                            emission_source_id: number | null;
                            emissions: {
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                gas: string;
                                gas_id: number;
                            }[];
                            flag: {
                                field: string;
                                message: string;
                            } | null;
                            flagged: boolean;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_document: string | null;
                            type_id: number;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete activities, all or none */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document types the company’s activities name (invoice, meter reading…), in order, at most 100: what the activity form and the import’s repair table offer besides the common ones */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The activities the list shows (its search, filters and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): the import’s columns, then t CO2e and the flag, in the language of the request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: number | null;
                        company_id: number;
                        /** Format: date */
                        created_at_from?: string | null;
                        /** Format: date */
                        created_at_to?: string | null;
                        /** Format: date */
                        date_from?: string | null;
                        /** Format: date */
                        date_to?: string | null;
                        emission_source_id?: number | null;
                        flagged?: boolean | null;
                        /**
                         * @default csv
                         * @enum {string}
                         */
                        format?: "csv" | "xlsx";
                        headquarter_id?: number | null;
                        /** @enum {string} */
                        order?: "asc" | "desc";
                        project_id?: number | null;
                        provider_id?: number | null;
                        search?: string;
                        /** @enum {string} */
                        sort?: "date" | "consumption" | "emission_source" | "emission_factor" | "source" | "carbon_footprint" | "created_at";
                        source_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import activities from the company’s template filled in, as xlsx, xls or csv (multipart: file, again; the company as company_id in the query or the form): the file is checked and queued, and the answer comes at once; the import then saves the valid rows a batch at a time and keeps the failing ones with their values and messages (follow it with GET /emission-activities/imports/{import}); 409 when the company imported this file before and `again` is not set, when an import of the company is running, or when its plan has no room left */
        post: {
            parameters: {
                query?: {
                    company_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        again?: boolean;
                        company_id?: number;
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                            failed: number;
                            file_name: string | null;
                            import_id: number;
                            message: string | null;
                            read: number;
                            saved: number;
                            skipped: number;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "refused";
                            total: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "CONFLICT";
                            message: string;
                            previous: {
                                created_at: string;
                                import_id: number;
                                saved: number;
                            };
                        } | components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/imports/{import}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How an activity import stands: queued, running (rows read of the rows the file declares, saved, failing), done (with every failing cell and its row’s values) or refused (why; nothing of it is kept) */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    import: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                            failed: number;
                            file_name: string | null;
                            import_id: number;
                            message: string | null;
                            read: number;
                            saved: number;
                            skipped: number;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "refused";
                            total: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/imports/{import}/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard the rows of an ended activity import that are still to fix (none of them is saved); answers the import as it then stands */
        delete: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    import: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                            failed: number;
                            file_name: string | null;
                            import_id: number;
                            message: string | null;
                            read: number;
                            saved: number;
                            skipped: number;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "refused";
                            total: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/imports/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s latest activity import as it stands (null before its first): what the activity list shows while one runs and once it has ended */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                            failed: number;
                            file_name: string | null;
                            import_id: number;
                            message: string | null;
                            read: number;
                            saved: number;
                            skipped: number;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "refused";
                            total: number | null;
                        } | null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-activities/imports/to-fix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s latest activity import that ended with rows still to fix, with those rows (null when none has): what the activity list offers to reopen */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                            failed: number;
                            file_name: string | null;
                            import_id: number;
                            message: string | null;
                            read: number;
                            saved: number;
                            skipped: number;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "refused";
                            total: number | null;
                        } | null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Emission factors with their parts (search on name; filter source_id) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    source_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string | null;
                                created_at: string;
                                derives: boolean;
                                description: string | null;
                                display_name: string;
                                factors: {
                                    avoided: boolean;
                                    id: number;
                                    name: string;
                                    percent: number;
                                }[];
                                fly: boolean;
                                id: number;
                                name: string;
                                name_en: string | null;
                                renewable: boolean;
                                source: {
                                    id: number;
                                    name: string;
                                };
                                source_id: number;
                                updated_at: string;
                                value: number | null;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an emission factor (derived: parts summing to exactly 100) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        derives?: boolean;
                        description?: string | null;
                        factors?: {
                            /** @default false */
                            avoided?: boolean;
                            id: number;
                            name?: string;
                            percent: number;
                        }[];
                        /** @default false */
                        fly?: boolean;
                        name: string;
                        name_en?: string | null;
                        /** @default false */
                        renewable?: boolean;
                        source_id: number;
                        value?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            derives: boolean;
                            description: string | null;
                            display_name: string;
                            factors: {
                                avoided: boolean;
                                id: number;
                                name: string;
                                percent: number;
                            }[];
                            fly: boolean;
                            id: number;
                            name: string;
                            name_en: string | null;
                            renewable: boolean;
                            source: {
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            updated_at: string;
                            value: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-factors/{emission_factor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One emission factor with its parts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_factor: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            derives: boolean;
                            description: string | null;
                            display_name: string;
                            factors: {
                                avoided: boolean;
                                id: number;
                                name: string;
                                percent: number;
                            }[];
                            fly: boolean;
                            id: number;
                            name: string;
                            name_en: string | null;
                            renewable: boolean;
                            source: {
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            updated_at: string;
                            value: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update an emission factor; changed parts are queued for recalculation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_factor: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        derives?: boolean;
                        description?: string | null;
                        factors?: {
                            /** @default false */
                            avoided?: boolean;
                            id: number;
                            name?: string;
                            percent: number;
                        }[];
                        /** @default false */
                        fly?: boolean;
                        name: string;
                        name_en?: string | null;
                        /** @default false */
                        renewable?: boolean;
                        source_id: number;
                        value?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            derives: boolean;
                            description: string | null;
                            display_name: string;
                            factors: {
                                avoided: boolean;
                                id: number;
                                name: string;
                                percent: number;
                            }[];
                            fly: boolean;
                            id: number;
                            name: string;
                            name_en: string | null;
                            renewable: boolean;
                            source: {
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            updated_at: string;
                            value: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an emission factor (409 naming the derived factors using it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_factor: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-factors/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete emission factors, all or none (409 when one is a part of a derived factor) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-factors/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these factors would do: their gas values go too; a blend using one keeps it (asked before a delete) */
        get: {
            parameters: {
                query: {
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-indicators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s emission indicators (search on the note, the key indicator and the sector; filters by sector, key indicator, stakeholders and the indicator’s own date, both days included; the latest date first unless asked) */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from?: string | null;
                    date_to?: string | null;
                    headquarter_id?: number | null;
                    key_indicator_id?: number | null;
                    order?: "asc" | "desc";
                    page?: number;
                    per_page?: number;
                    project_id?: number | null;
                    provider_id?: number | null;
                    search?: string;
                    sector_id?: number | null;
                    sort?: "id" | "key_indicator" | "sector" | "value" | "date" | "created_at" | "updated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                client: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_id: number | null;
                                company_id: number;
                                created_at: string;
                                date: string;
                                headquarter: {
                                    id: number;
                                    name: string;
                                } | null;
                                headquarter_id: number | null;
                                id: number;
                                key_indicator: {
                                    id: number;
                                    name: string;
                                    sector: {
                                        id: number;
                                        name: string;
                                    };
                                    unit: string;
                                };
                                key_indicator_id: number;
                                note: string | null;
                                project: {
                                    id: number;
                                    name: string;
                                } | null;
                                project_id: number | null;
                                provider: {
                                    id: number;
                                    name: string;
                                } | null;
                                provider_id: number | null;
                                sector_id: number;
                                updated_at: string;
                                value: number;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an emission indicator (a positive value of a key indicator on a date; the sector is the key indicator’s; stakeholders of the company of each field’s type) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: number | null;
                        company_id: number;
                        /** Format: date */
                        date: string;
                        headquarter_id?: number | null;
                        key_indicator_id: number;
                        note?: string | null;
                        project_id?: number | null;
                        provider_id?: number | null;
                        sector_id?: number | null;
                        value: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            created_at: string;
                            date: string;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            key_indicator: {
                                id: number;
                                name: string;
                                sector: {
                                    id: number;
                                    name: string;
                                };
                                unit: string;
                            };
                            key_indicator_id: number;
                            note: string | null;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            sector_id: number;
                            updated_at: string;
                            value: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-indicators/{emission_indicator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One emission indicator of the company */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    emission_indicator: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            created_at: string;
                            date: string;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            key_indicator: {
                                id: number;
                                name: string;
                                sector: {
                                    id: number;
                                    name: string;
                                };
                                unit: string;
                            };
                            key_indicator_id: number;
                            note: string | null;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            sector_id: number;
                            updated_at: string;
                            value: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update an emission indicator */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_indicator: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: number | null;
                        company_id: number;
                        /** Format: date */
                        date: string;
                        headquarter_id?: number | null;
                        key_indicator_id: number;
                        note?: string | null;
                        project_id?: number | null;
                        provider_id?: number | null;
                        sector_id?: number | null;
                        value: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: number;
                                name: string;
                            } | null;
                            client_id: number | null;
                            company_id: number;
                            created_at: string;
                            date: string;
                            headquarter: {
                                id: number;
                                name: string;
                            } | null;
                            headquarter_id: number | null;
                            id: number;
                            key_indicator: {
                                id: number;
                                name: string;
                                sector: {
                                    id: number;
                                    name: string;
                                };
                                unit: string;
                            };
                            key_indicator_id: number;
                            note: string | null;
                            project: {
                                id: number;
                                name: string;
                            } | null;
                            project_id: number | null;
                            provider: {
                                id: number;
                                name: string;
                            } | null;
                            provider_id: number | null;
                            sector_id: number;
                            updated_at: string;
                            value: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an emission indicator */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_indicator: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-indicators/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete emission indicators, all or none */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-indicators/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The emission indicators the list shows (its search, filters and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): key indicator, sector and unit, then the columns of the import, in the language of the request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: number | null;
                        company_id: number;
                        /** Format: date */
                        date_from?: string | null;
                        /** Format: date */
                        date_to?: string | null;
                        /**
                         * @default csv
                         * @enum {string}
                         */
                        format?: "csv" | "xlsx";
                        headquarter_id?: number | null;
                        key_indicator_id?: number | null;
                        /** @enum {string} */
                        order?: "asc" | "desc";
                        project_id?: number | null;
                        provider_id?: number | null;
                        search?: string;
                        sector_id?: number | null;
                        /** @enum {string} */
                        sort?: "id" | "key_indicator" | "sector" | "value" | "date" | "created_at" | "updated_at";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-indicators/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import values of one key indicator from the template filled in, as xlsx, xls or csv (multipart: file, key_indicator_id, optional sector_id; the company as company_id in the query or the form); all or none */
        post: {
            parameters: {
                query?: {
                    company_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        company_id?: number;
                        /** Format: binary */
                        file: Blob;
                        key_indicator_id: number;
                        sector_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            skipped: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                            errors?: {
                                [key: string]: string[];
                            };
                            message: string;
                            rows?: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                        } | components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s emission sources (search on code and name; filters by headquarter, source and creation days; sorted by code unless asked) */
        get: {
            parameters: {
                query: {
                    company_id: number;
                    created_at_from?: string | null;
                    created_at_to?: string | null;
                    headquarter_id?: number | null;
                    order?: "asc" | "desc";
                    page?: number;
                    per_page?: number;
                    search?: string;
                    sort?: "code" | "name" | "source" | "emission_factor" | "headquarter" | "created_at";
                    source_id?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                activity_uncertainty: number;
                                code: string;
                                company_id: number;
                                created_at: string;
                                emission_factor: {
                                    id: number;
                                    name: string;
                                };
                                emission_factor_id: number;
                                headquarter: {
                                    id: number;
                                    name: string;
                                };
                                headquarter_id: number;
                                id: number;
                                name: string;
                                source: {
                                    icon: string;
                                    id: number;
                                    name: string;
                                };
                                source_id: number;
                                type: {
                                    id: number;
                                    name: string;
                                };
                                type_id: number;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an emission source (code unique in the company; a type, a source of the company, a factor of that source, a headquarter) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        activity_uncertainty?: number;
                        code: string;
                        company_id: number;
                        emission_factor_id: number;
                        headquarter_id: number;
                        name: string;
                        source_id: number;
                        type_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activity_uncertainty: number;
                            code: string;
                            company_id: number;
                            created_at: string;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            headquarter: {
                                id: number;
                                name: string;
                            };
                            headquarter_id: number;
                            id: number;
                            name: string;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-sources/{emission_source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One emission source of the company */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path: {
                    emission_source: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activity_uncertainty: number;
                            code: string;
                            company_id: number;
                            created_at: string;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            headquarter: {
                                id: number;
                                name: string;
                            };
                            headquarter_id: number;
                            id: number;
                            name: string;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update an emission source */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_source: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        activity_uncertainty?: number;
                        code: string;
                        company_id: number;
                        emission_factor_id: number;
                        headquarter_id: number;
                        name: string;
                        source_id: number;
                        type_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activity_uncertainty: number;
                            code: string;
                            company_id: number;
                            created_at: string;
                            emission_factor: {
                                id: number;
                                name: string;
                            };
                            emission_factor_id: number;
                            headquarter: {
                                id: number;
                                name: string;
                            };
                            headquarter_id: number;
                            id: number;
                            name: string;
                            source: {
                                icon: string;
                                id: number;
                                name: string;
                            };
                            source_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            type_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an emission source (409 when activities use it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    emission_source: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-sources/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete emission sources, all or none (409 when activities use one) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-sources/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these emission sources would do (asked before a delete) */
        get: {
            parameters: {
                query: {
                    company_id: number;
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-sources/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The emission sources the list shows (its search, filters and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): the columns of the import, in the language of the request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        /** Format: date */
                        created_at_from?: string | null;
                        /** Format: date */
                        created_at_to?: string | null;
                        /**
                         * @default csv
                         * @enum {string}
                         */
                        format?: "csv" | "xlsx";
                        headquarter_id?: number | null;
                        /** @enum {string} */
                        order?: "asc" | "desc";
                        search?: string;
                        /** @enum {string} */
                        sort?: "code" | "name" | "source" | "emission_factor" | "headquarter" | "created_at";
                        source_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emission-sources/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import emission sources from the company’s template filled in, as xlsx, xls or csv (multipart: file; the company as company_id in the query or the form); all or none */
        post: {
            parameters: {
                query?: {
                    company_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        company_id?: number;
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            skipped: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                            errors?: {
                                [key: string]: string[];
                            };
                            message: string;
                            rows?: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                        } | components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emissions/recompute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far the recalculation after catalogue changes is: changes waiting, and activities flagged for having no valid value */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flagged: number;
                            pending: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emissions/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every stored activity calculated again from the catalogue in memory: how many were checked, and each whose stored figures (totals, flag, lines) disagree, by company, with both figures; then the roll-ups the dashboards read, a company year at a time, checked against those lines and activities, with each roll-up row that disagrees (the first 1,000 of each; nothing is written) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checked: number;
                            mismatches: {
                                activity_id: number;
                                company_id: number;
                                fresh: {
                                    carbon_footprint: number;
                                    carbon_footprint_avoided: number;
                                    flag_reason: string | null;
                                    flagged: boolean;
                                    lines: {
                                        activity_uncertainty: number;
                                        avoided: boolean;
                                        co2e_kg: number;
                                        conversion: number;
                                        factor_id: number;
                                        gas_emission_id: number;
                                        gas_id: number;
                                        gas_kg: number;
                                        gwp: number;
                                        gwp_report: string;
                                        quantity: number;
                                        share: number;
                                        uncertainty: number;
                                        value: number;
                                        value_uncertainty: number;
                                        value_unit_id: number;
                                    }[];
                                    uncertainty: number;
                                };
                                stored: {
                                    carbon_footprint: number;
                                    carbon_footprint_avoided: number;
                                    flag_reason: string | null;
                                    flagged: boolean;
                                    lines: {
                                        activity_uncertainty: number;
                                        avoided: boolean;
                                        co2e_kg: number;
                                        conversion: number;
                                        factor_id: number;
                                        gas_emission_id: number;
                                        gas_id: number;
                                        gas_kg: number;
                                        gwp: number;
                                        gwp_report: string;
                                        quantity: number;
                                        share: number;
                                        uncertainty: number;
                                        value: number;
                                        value_uncertainty: number;
                                        value_unit_id: number;
                                    }[];
                                    uncertainty: number;
                                };
                            }[];
                            rollup_mismatches: {
                                company_id: number;
                                fresh: {
                                    count: number;
                                    total: number;
                                } | null;
                                /** @enum {string} */
                                grain: "d" | "m" | "y";
                                key: {
                                    [key: string]: number | boolean;
                                };
                                period: string;
                                /** @enum {string} */
                                rollup: "emission_rollups" | "activity_rollups" | "emission_source_rollups";
                                stored: {
                                    count: number;
                                    total: number;
                                } | null;
                            }[];
                            rollup_years: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Factors for selectors: id, name, source_id, derives (filters source_id, derives) */
        get: {
            parameters: {
                query?: {
                    derives?: "true" | "false";
                    page?: number;
                    per_page?: number;
                    search?: string;
                    source_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                derives: boolean;
                                id: number;
                                name: string;
                                source_id: number;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factors/{factor}/gases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gas values of a factor (search on gas and reference) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path: {
                    factor: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                avoided: boolean;
                                created_at: string;
                                date_end: string;
                                date_start: string;
                                factor_id: number;
                                fountain: string;
                                gas: {
                                    formula: string | null;
                                    id: number;
                                    name: string;
                                };
                                gas_id: number;
                                id: number;
                                reference: string;
                                type_id: number | null;
                                uncertainty: number;
                                unit_measurement: {
                                    abbreviation: string | null;
                                    id: number;
                                    name: string;
                                };
                                unit_measurement_id: number;
                                updated_at: string;
                                value: number;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded avatar or logo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    folder: "avatars" | "logos";
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/gif": Blob;
                        "image/jpeg": Blob;
                        "image/png": Blob;
                        "image/webp": Blob;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formats/emission_activities.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The xlsx template of the activity import, with dropdowns of the company’s emission sources, factors, units and stakeholders */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formats/emission_indicators.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The xlsx template of the indicator import, with dropdowns of the company’s headquarters, clients, providers and projects */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formats/emission_sources.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The xlsx template of the emission-source import, with dropdowns of the company’s types, sources, factors and headquarters */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formats/stakeholders.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The xlsx template of the stakeholder import, in the language of the request */
        get: {
            parameters: {
                query: {
                    company_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas-emissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a gas value (its validity may not overlap another of the same factor and gas, whatever its unit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        avoided?: boolean | null;
                        /** Format: date */
                        date_end: string;
                        /** Format: date */
                        date_start: string;
                        factor_id: number;
                        fountain: string;
                        gas_id: number;
                        reference: string;
                        type_id: number;
                        uncertainty: number;
                        unit_measurement_id: number;
                        value: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avoided: boolean;
                            created_at: string;
                            date_end: string;
                            date_start: string;
                            factor_id: number;
                            fountain: string;
                            gas: {
                                formula: string | null;
                                id: number;
                                name: string;
                            };
                            gas_id: number;
                            id: number;
                            reference: string;
                            type_id: number | null;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                            value: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas-emissions/{gas_emission}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One gas value */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas_emission: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avoided: boolean;
                            created_at: string;
                            date_end: string;
                            date_start: string;
                            factor_id: number;
                            fountain: string;
                            gas: {
                                formula: string | null;
                                id: number;
                                name: string;
                            };
                            gas_id: number;
                            id: number;
                            reference: string;
                            type_id: number | null;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                            value: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a gas value; a change the calculation reads is queued for recalculation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas_emission: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        avoided?: boolean | null;
                        /** Format: date */
                        date_end: string;
                        /** Format: date */
                        date_start: string;
                        factor_id: number;
                        fountain: string;
                        gas_id: number;
                        reference: string;
                        type_id: number;
                        uncertainty: number;
                        unit_measurement_id: number;
                        value: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avoided: boolean;
                            created_at: string;
                            date_end: string;
                            date_start: string;
                            factor_id: number;
                            fountain: string;
                            gas: {
                                formula: string | null;
                                id: number;
                                name: string;
                            };
                            gas_id: number;
                            id: number;
                            reference: string;
                            type_id: number | null;
                            uncertainty: number;
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                            value: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a gas value */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas_emission: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas-emissions/{gas_emission}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gas value’s history: its current version (unless deleted), then each earlier one with when it was replaced (changed or deleted) and by whom */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas_emission: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            action: "update" | "delete" | null;
                            replaced_at: string | null;
                            replaced_by: string | null;
                            values: {
                                [key: string]: unknown;
                            };
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas-emissions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import gas values into a factor from its template filled in, as xlsx, xls or csv (multipart: factor_id, file); all or none */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        factor_id: number;
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imported: number;
                            skipped: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                            errors?: {
                                [key: string]: string[];
                            };
                            message: string;
                            rows?: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                        } | components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas-emissions/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The xlsx import template of a factor, with dropdowns of gases, units and types */
        get: {
            parameters: {
                query: {
                    factor_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gases (search on name and formula) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string | null;
                                created_at: string;
                                description: string | null;
                                display_name: string;
                                formula: string | null;
                                /** @enum {string} */
                                gwp_report: "AR4" | "AR5" | "AR6";
                                id: number;
                                name: string;
                                name_en: string | null;
                                pc: number;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a gas */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        formula?: string | null;
                        /** @enum {string} */
                        gwp_report?: "AR4" | "AR5" | "AR6";
                        name: string;
                        name_en?: string | null;
                        pc: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            formula: string | null;
                            /** @enum {string} */
                            gwp_report: "AR4" | "AR5" | "AR6";
                            id: number;
                            name: string;
                            name_en: string | null;
                            pc: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gases/{gas}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One gas */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            formula: string | null;
                            /** @enum {string} */
                            gwp_report: "AR4" | "AR5" | "AR6";
                            id: number;
                            name: string;
                            name_en: string | null;
                            pc: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a gas; a changed GWP (pc) is queued for recalculation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        formula?: string | null;
                        /** @enum {string} */
                        gwp_report?: "AR4" | "AR5" | "AR6";
                        name: string;
                        name_en?: string | null;
                        pc: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            formula: string | null;
                            /** @enum {string} */
                            gwp_report: "AR4" | "AR5" | "AR6";
                            id: number;
                            name: string;
                            name_en: string | null;
                            pc: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a gas (409 naming what uses it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gases/{gas}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gas’s history: its current version, then each earlier one (name, formula, GWP and its IPCC report) with when it was replaced and by whom */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gas: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            action: "update" | "delete" | null;
                            replaced_at: string | null;
                            replaced_by: string | null;
                            values: {
                                [key: string]: unknown;
                            };
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gases/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete gases, all or none (409 when one is in use) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gases/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these gases would do: the gas values that keep each one (asked before a delete) */
        get: {
            parameters: {
                query: {
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (no database connection is taken) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database is reachable */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            db: "ok" | "down";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            version: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            db: "ok" | "down";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            version: string;
                        } | components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructions/emission_fountains.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guide to recording emission sources and activities (PDF, in `lang` or the request language) */
        get: {
            parameters: {
                query?: {
                    lang?: "es" | "en";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{invitation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitation of a mailed link (needs its token) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    invitation: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: {
                                id: number;
                                logo: string | null;
                                name: string;
                            };
                            email: string;
                            expires_at: string;
                            has_account: boolean;
                            id: number;
                            invited_by: string | null;
                            /** @enum {string} */
                            role: "administrator" | "member";
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key-indicators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Key indicators (search on either name; filters source_id, sector_id; sorted by the name in the reader’s language) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    sector_id?: number;
                    source_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                description: string | null;
                                display_name: string;
                                id: number;
                                name: string;
                                name_en: string | null;
                                sector: {
                                    id: number;
                                    name: string;
                                };
                                sector_id: number;
                                sources: number[];
                                unit_measurement: {
                                    abbreviation: string | null;
                                    id: number;
                                    name: string;
                                };
                                unit_measurement_id: number;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a key indicator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name: string;
                        name_en?: string | null;
                        sector_id: number;
                        sources: number[];
                        unit_measurement_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            id: number;
                            name: string;
                            name_en: string | null;
                            sector: {
                                id: number;
                                name: string;
                            };
                            sector_id: number;
                            sources: number[];
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key-indicators/{key_indicator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One key indicator */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key_indicator: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            id: number;
                            name: string;
                            name_en: string | null;
                            sector: {
                                id: number;
                                name: string;
                            };
                            sector_id: number;
                            sources: number[];
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a key indicator and its sources (one sent without `name_en` keeps its English name) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key_indicator: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name: string;
                        name_en?: string | null;
                        sector_id: number;
                        sources: number[];
                        unit_measurement_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            id: number;
                            name: string;
                            name_en: string | null;
                            sector: {
                                id: number;
                                name: string;
                            };
                            sector_id: number;
                            sources: number[];
                            unit_measurement: {
                                abbreviation: string | null;
                                id: number;
                                name: string;
                            };
                            unit_measurement_id: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a key indicator */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key_indicator: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key-indicators/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete key indicators, all or none */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quantify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quantification records of every inventory item in the filter: per emission factor, consumption (total, mean, standard deviation, unit), count, footprint, aux and uncertainty, and the footprint of each gas */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            emission_factors: {
                                aux: number;
                                avg: number;
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                consumption: number;
                                count: number;
                                factors: {
                                    gasses: {
                                        carbon_footprint: number;
                                        carbon_footprint_avoided: number;
                                        formula: string | null;
                                        gas: string;
                                    }[];
                                    id: number;
                                    name: string;
                                    share: number;
                                }[];
                                id: number;
                                name: string;
                                std_dev: number;
                                UDA: string;
                                uncertainty: number;
                            }[];
                            resource: {
                                code: string | null;
                                id: number | null;
                                name: string;
                                source: {
                                    categories: {
                                        id: number;
                                        name: string;
                                        scope: number | null;
                                        standard_id: number;
                                    }[];
                                    id: number;
                                    name: string;
                                };
                                type_id: number;
                            };
                            scope: 1 | 2 | 3;
                            uncertainty: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quantify-by-month-source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footprint of the filter by month (`YYYY-MM`, every month of the period) and catalogue source name, t CO2e */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quantify-by-month-total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footprint of the filter by month (`YYYY-MM`, every month of the period, 0 when none), t CO2e */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quantify/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quantification records of the inventory items typed embedded in the filter: per emission factor, consumption (total, mean, standard deviation, unit), count, footprint, aux and uncertainty, and the footprint of each gas */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            emission_factors: {
                                aux: number;
                                avg: number;
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                consumption: number;
                                count: number;
                                factors: {
                                    gasses: {
                                        carbon_footprint: number;
                                        carbon_footprint_avoided: number;
                                        formula: string | null;
                                        gas: string;
                                    }[];
                                    id: number;
                                    name: string;
                                    share: number;
                                }[];
                                id: number;
                                name: string;
                                std_dev: number;
                                UDA: string;
                                uncertainty: number;
                            }[];
                            resource: {
                                code: string | null;
                                id: number | null;
                                name: string;
                                source: {
                                    categories: {
                                        id: number;
                                        name: string;
                                        scope: number | null;
                                        standard_id: number;
                                    }[];
                                    id: number;
                                    name: string;
                                };
                                type_id: number;
                            };
                            scope: 1 | 2 | 3;
                            uncertainty: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quantify/operational": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quantification records of the inventory items typed operational in the filter: per emission factor, consumption (total, mean, standard deviation, unit), count, footprint, aux and uncertainty, and the footprint of each gas */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carbon_footprint: number;
                            carbon_footprint_avoided: number;
                            emission_factors: {
                                aux: number;
                                avg: number;
                                carbon_footprint: number;
                                carbon_footprint_avoided: number;
                                consumption: number;
                                count: number;
                                factors: {
                                    gasses: {
                                        carbon_footprint: number;
                                        carbon_footprint_avoided: number;
                                        formula: string | null;
                                        gas: string;
                                    }[];
                                    id: number;
                                    name: string;
                                    share: number;
                                }[];
                                id: number;
                                name: string;
                                std_dev: number;
                                UDA: string;
                                uncertainty: number;
                            }[];
                            resource: {
                                code: string | null;
                                id: number | null;
                                name: string;
                                source: {
                                    categories: {
                                        id: number;
                                        name: string;
                                        scope: number | null;
                                        standard_id: number;
                                    }[];
                                    id: number;
                                    name: string;
                                };
                                type_id: number;
                            };
                            scope: 1 | 2 | 3;
                            uncertainty: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inventory report of the dashboard’s filter as a PDF (letter size): company, sector, period, total and biogenic emissions, emissions by source, ISO 14064-1 category and scope, rows A1 to A5 each per unit of `income`, the factors applied with their published source and year, the method, and the working of the total; in `lang` (else the request’s language) */
        get: {
            parameters: {
                query: {
                    client_id?: number | null;
                    company_id: number;
                    date_from: string;
                    date_group?: "YEARLY" | "MONTHLY" | "WEEKLY" | "CUSTOM";
                    date_to: string;
                    headquarter_id?: number | null;
                    income: number;
                    lang?: "es" | "en";
                    project_id?: number | null;
                    provider_id?: number | null;
                    sources?: number[];
                    standards?: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sectors (search on either name; sorted by the name in the reader’s language) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string | null;
                                created_at: string;
                                description: string | null;
                                display_name: string;
                                id: number;
                                name: string;
                                name_en: string | null;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a sector */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name: string;
                        name_en?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            id: number;
                            name: string;
                            name_en: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sectors/{sector}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sector */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sector: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            id: number;
                            name: string;
                            name_en: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a sector (one sent without `name_en` keeps its English name) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sector: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name: string;
                        name_en?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            id: number;
                            name: string;
                            name_en: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a sector (409 naming its key indicators) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sector: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sectors/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete sectors, all or none (409 when one has key indicators) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sectors/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these sectors would do: the key indicators that keep each one (asked before a delete) */
        get: {
            parameters: {
                query: {
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (status APPROVAL_PENDING) and e-mail a verification code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        email: string;
                        /** @enum {string} */
                        language?: "es" | "en";
                        last_name: string;
                        name: string;
                        password: string & (string);
                        password_confirmation: string;
                        phone: string;
                        /** @enum {boolean} */
                        polices: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-up-member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the account of an invited e-mail from its link and join the company; answers the session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitation_id: number;
                        last_name?: string;
                        name?: string;
                        password: string & (string);
                        password_confirmation: string;
                        /** @enum {boolean} */
                        polices: true;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: {
                                address: string | null;
                                avatar: string | null;
                                capabilities: "administer_platform"[];
                                companies: {
                                    capabilities: ("work_in_company" | "administer_company")[];
                                    id: number;
                                    logo: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    role: "administrator" | "member";
                                }[];
                                dni: string | null;
                                email: string;
                                email_verified_at: string | null;
                                id: number;
                                /** @enum {string} */
                                language: "es" | "en";
                                last_name: string | null;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "member" | "super-admin";
                                /** @enum {string} */
                                status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-up/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-up/verify-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail with its code; answers the session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: {
                                address: string | null;
                                avatar: string | null;
                                capabilities: "administer_platform"[];
                                companies: {
                                    capabilities: ("work_in_company" | "administer_company")[];
                                    id: number;
                                    logo: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    role: "administrator" | "member";
                                }[];
                                dni: string | null;
                                email: string;
                                email_verified_at: string | null;
                                id: number;
                                /** @enum {string} */
                                language: "es" | "en";
                                last_name: string | null;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "member" | "super-admin";
                                /** @enum {string} */
                                status: "ACTIVE" | "APPROVAL_PENDING" | "APPROVED" | "BANNED" | "CANCELLED" | "CREATED" | "EXPIRED" | "INACTIVE" | "INVITED" | "PAYMENT_FAILED" | "SUSPENDED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Emission-source kinds (search on name) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                categories: number[];
                                cause: string | null;
                                code: string | null;
                                created_at: string;
                                description: string | null;
                                display_name: string;
                                enable: boolean;
                                icon: string;
                                id: number;
                                limits: string | null;
                                name: string;
                                name_en: string | null;
                                offered: boolean;
                                opportunities: string | null;
                                risk: string | null;
                                type_id: number | null;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a source with categories of either standard */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categories: number[];
                        cause?: string | null;
                        description?: string | null;
                        enable?: boolean | null;
                        icon: string;
                        limits?: string | null;
                        name: string;
                        name_en?: string | null;
                        opportunities?: string | null;
                        risk?: string | null;
                        type_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: number[];
                            cause: string | null;
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            enable: boolean;
                            icon: string;
                            id: number;
                            limits: string | null;
                            name: string;
                            name_en: string | null;
                            offered: boolean;
                            opportunities: string | null;
                            risk: string | null;
                            type_id: number | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One source with its category ids */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: number[];
                            cause: string | null;
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            enable: boolean;
                            icon: string;
                            id: number;
                            limits: string | null;
                            name: string;
                            name_en: string | null;
                            offered: boolean;
                            opportunities: string | null;
                            risk: string | null;
                            type_id: number | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a source and its categories */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categories: number[];
                        cause?: string | null;
                        description?: string | null;
                        enable?: boolean | null;
                        icon: string;
                        limits?: string | null;
                        name: string;
                        name_en?: string | null;
                        opportunities?: string | null;
                        risk?: string | null;
                        type_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: number[];
                            cause: string | null;
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            enable: boolean;
                            icon: string;
                            id: number;
                            limits: string | null;
                            name: string;
                            name_en: string | null;
                            offered: boolean;
                            opportunities: string | null;
                            risk: string | null;
                            type_id: number | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a source (409 naming what uses it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{source}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The source form: the source (null for 0), its categories per standard, standards and types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories_by_standard: {
                                category_ids: number[];
                                standard_id: number;
                            }[];
                            source: {
                                categories: number[];
                                cause: string | null;
                                code: string | null;
                                created_at: string;
                                description: string | null;
                                display_name: string;
                                enable: boolean;
                                icon: string;
                                id: number;
                                limits: string | null;
                                name: string;
                                name_en: string | null;
                                offered: boolean;
                                opportunities: string | null;
                                risk: string | null;
                                type_id: number | null;
                                updated_at: string;
                            } | null;
                            standards: {
                                categories: {
                                    code: string;
                                    id: number;
                                    name: string;
                                    parent_id: number | null;
                                    scope: number | null;
                                    standard_id: number;
                                }[];
                                id: number;
                                name: string;
                            }[];
                            types: {
                                code: string;
                                /** @enum {string} */
                                group: "emission_source";
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete sources, all or none (409 when one is in use) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these sources would do: the factors and key indicators that keep each one (asked before a delete) */
        get: {
            parameters: {
                query: {
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s stakeholders of the types asked (all four when none), by name */
        get: {
            parameters: {
                query: {
                    company_id: number;
                    types?: ("HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS")[];
                    "types[]"?: ("HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                description: string | null;
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a stakeholder (its name unique within its type, whatever the case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        description?: string | null;
                        name: string;
                        /** @enum {string} */
                        type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: number;
                            created_at: string;
                            description: string | null;
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders/{stakeholder}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a stakeholder of the type named (another type answers 404) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    stakeholder: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        description?: string | null;
                        name: string;
                        /** @enum {string} */
                        type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: number;
                            created_at: string;
                            description: string | null;
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a stakeholder of the type named (409 naming the emission sources at a headquarter) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    stakeholder: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        /** @enum {string} */
                        type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete stakeholders of a type, all or none (409 naming the emission sources at a headquarter) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        ids: number[];
                        /** @enum {string} */
                        type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these stakeholders would do: the emission sources that keep a headquarter */
        get: {
            parameters: {
                query: {
                    company_id: number;
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The stakeholders of a type the list shows (its search and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): type, name, description, in the language of the request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        /**
                         * @default csv
                         * @enum {string}
                         */
                        format?: "csv" | "xlsx";
                        /** @enum {string} */
                        order?: "asc" | "desc";
                        search?: string;
                        /** @enum {string} */
                        sort?: "name" | "created_at";
                        /** @enum {string} */
                        type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import stakeholders of a type from the template filled in, as xlsx, xls or csv (multipart: type, file; the company as company_id in the query or the form); all or none */
        post: {
            parameters: {
                query?: {
                    company_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        company_id?: number;
                        /** Format: binary */
                        file: Blob;
                        /** @enum {string} */
                        type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            skipped: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                            errors?: {
                                [key: string]: string[];
                            };
                            message: string;
                            rows?: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                        } | components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stakeholders/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the company’s stakeholders of one type, searched by name and description, by name unless sorted otherwise */
        get: {
            parameters: {
                query: {
                    company_id: number;
                    order?: "asc" | "desc";
                    page?: number;
                    per_page?: number;
                    search?: string;
                    sort?: "name" | "created_at";
                    type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                company_id: number;
                                created_at: string;
                                description: string | null;
                                id: number;
                                name: string;
                                /** @enum {string} */
                                type: "HEADQUARTERS" | "CLIENTS" | "PROVIDERS" | "PROJECTS";
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Standards (1 = ISO 14064-1:2018, 2 = GHG Protocol) with their categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                categories: {
                                    code: string;
                                    id: number;
                                    name: string;
                                    parent_id: number | null;
                                    scope: number | null;
                                    standard_id: number;
                                }[];
                                id: number;
                                name: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/types/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Types of a group (emission_source: operational, embedded) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    group: "emission_source";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string;
                                /** @enum {string} */
                                group: "emission_source";
                                id: number;
                                name: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-measurements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unit measurements (search on name, abbreviation and group) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                abbreviation: string | null;
                                code: string | null;
                                created_at: string;
                                description: string | null;
                                display_name: string;
                                factor: number;
                                group: string | null;
                                id: number;
                                name: string;
                                name_en: string | null;
                                updated_at: string;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a unit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        abbreviation?: string | null;
                        description?: string | null;
                        factor?: number;
                        /** @enum {string|null} */
                        group?: "volume" | "mass" | "energy" | "distance" | "passenger_distance" | "freight_distance" | "count" | "area" | "time" | null;
                        name: string;
                        name_en?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abbreviation: string | null;
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            factor: number;
                            group: string | null;
                            id: number;
                            name: string;
                            name_en: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-measurements/{unit_measurement}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One unit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    unit_measurement: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abbreviation: string | null;
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            factor: number;
                            group: string | null;
                            id: number;
                            name: string;
                            name_en: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a unit; a changed conversion factor is queued for recalculation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    unit_measurement: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        abbreviation?: string | null;
                        description?: string | null;
                        factor?: number;
                        /** @enum {string|null} */
                        group?: "volume" | "mass" | "energy" | "distance" | "passenger_distance" | "freight_distance" | "count" | "area" | "time" | null;
                        name: string;
                        name_en?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abbreviation: string | null;
                            code: string | null;
                            created_at: string;
                            description: string | null;
                            display_name: string;
                            factor: number;
                            group: string | null;
                            id: number;
                            name: string;
                            name_en: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a unit (409 naming what uses it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    unit_measurement: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-measurements/bulk/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete units, all or none (409 when one is in use) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-measurements/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting these units would do: the gas values and key indicators that keep each one (asked before a delete) */
        get: {
            parameters: {
                query: {
                    ids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: {
                                id: number;
                                message: string;
                                params: {
                                    [key: string]: string | number | string[];
                                };
                            }[];
                            removes: {
                                count: number;
                                /** @enum {string} */
                                kind: "gas_emissions";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/emission-activities/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save failing rows of an activity import once fixed (JSON: company_id, import_id — without it, the company’s latest import with rows to fix, else its latest ended one —, data: one row or a list of rows with row and the import’s columns, by the template’s keys or the spec’s Spanish ones: recurso_de_emision, ruta, fecha, consumo, unidad, observaciones, tipo_de_documento, soporte, sede, cliente, proceso, proyecto); a row already saved is skipped */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                        data: {
                            client?: (string | number) | null;
                            consumption?: (string | number) | null;
                            date?: (string | number) | null;
                            description?: (string | number) | null;
                            documents?: (string | number) | null;
                            emission_factor?: (string | number) | null;
                            emission_source?: (string | number) | null;
                            headquarter?: (string | number) | null;
                            project?: (string | number) | null;
                            provider?: (string | number) | null;
                            row: number;
                            type_document?: (string | number) | null;
                            unit_measurement?: (string | number) | null;
                        }[];
                        import_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                attribute: string;
                                errors: string[];
                                row: number;
                                values: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                            }[];
                            failed: number;
                            file_name: string | null;
                            import_id: number;
                            message: string | null;
                            read: number;
                            saved: number;
                            skipped: number;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "refused";
                            total: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @enum {string} */
            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
            errors?: {
                [key: string]: string[];
            };
            message: string;
        };
        ApiErrorInput: {
            /** @enum {string} */
            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
            errors?: {
                [key: string]: string[];
            };
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
