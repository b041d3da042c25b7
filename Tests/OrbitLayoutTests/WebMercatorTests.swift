import Testing
import OrbitLayout

@Suite struct WebMercatorTests {
    @Test func equatorAtZoomZeroIsTheKnownScale() {
        #expect(abs(WebMercator.metersPerPixel(latitude: 0, zoom: 0) - 156_543.033_928_04) < 1e-6)
    }

    @Test func scaleHalvesPerZoomLevelAndWithCosineOfLatitude() {
        let base = WebMercator.metersPerPixel(latitude: 0, zoom: 0)
        #expect(abs(WebMercator.metersPerPixel(latitude: 0, zoom: 3) - base / 8) < 1e-9)
        #expect(abs(WebMercator.metersPerPixel(latitude: 60, zoom: 0) - base / 2) < 1e-6)
        #expect(abs(WebMercator.metersPerPixel(latitude: 0, zoom: 0, tileSize: 512) - base / 2) < 1e-9)
        #expect(abs(WebMercator.metersPerPixel(latitude: 90, zoom: 5)) < 1e-9)
    }
}
