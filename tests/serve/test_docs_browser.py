"""The service's /docs in a real browser with no network: Swagger UI draws every route from
the service's own copy of its script and styles."""

from __future__ import annotations

from typing import Any

from tests.serve.conftest import Service


def test_the_api_page_draws_every_route_offline(browser: Any, service: Service) -> None:
    context = browser.new_context()
    outside: list[str] = []

    def only_the_service(route: Any) -> None:
        if route.request.url.startswith(service.url):
            route.continue_()
        else:  # a CDN, anything else: refused, and remembered
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", only_the_service)
    page = context.new_page()
    try:
        page.goto(service.url + "docs")
        page.wait_for_selector(".swagger-ui .opblock", timeout=20_000)
        paths = page.locator(".opblock-summary-path").all_inner_texts()
    finally:
        context.close()
    assert {"/v1/translate", "/v1/translate/stream", "/v1/score", "/v1/models"} <= {
        path.replace("\u200b", "").strip() for path in paths
    }
    assert outside == []
