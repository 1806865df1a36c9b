import Testing
import WaypointHTTP

@Suite struct HTTPStatusTests {
  @Test(arguments: [
    (100, HTTPStatus.Kind.informational), (199, .informational), (200, .success), (204, .success),
    (299, .success), (301, .redirection), (399, .redirection), (400, .clientError),
    (404, .clientError), (499, .clientError), (500, .serverError), (599, .serverError),
    (0, .nonStandard), (99, .nonStandard), (600, .nonStandard), (799, .nonStandard),
    (-1, .nonStandard),
  ])
  func kindFollowsTheCodesClass(code: Int, kind: HTTPStatus.Kind) {
    #expect(HTTPStatus(code).kind == kind)
    #expect(HTTPStatus(code).isSuccess == (kind == .success))
  }

  @Test(arguments: [(404, "404 Not Found"), (200, "200 OK"), (799, "799"), (299, "299")])
  func descriptionNamesKnownCodesAndKeepsUnknownOnesAsNumbers(code: Int, text: String) {
    #expect(HTTPStatus(code).description == text)
    #expect(HTTPStatus(rawValue: code).code == code)
  }

  @Test func namedStatusesEqualTheirCodes() {
    #expect(HTTPStatus.notFound == HTTPStatus(404))
    #expect(HTTPStatus.ok.rawValue == 200)
    #expect(HTTPStatus(799).reasonPhrase == nil)
  }
}
